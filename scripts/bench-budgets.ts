// The budgets of `npm run bench` (issue 13): each measured figure beside its budget with PASS or FAIL. The bench
// fails on a miss only with `--check`, since a shared or loaded machine makes any one run noisy.
import type { BenchTarget } from './bench-targets.ts';

export interface Measured {
  name: string;
  connections: number;
  rps: number;
  p99: number;
}

export interface BudgetLine {
  endpoint: string;
  connections: number;
  figure: string;
  budget: string;
  verdict: 'PASS' | 'FAIL' | '—';
}

/** Budget lines of every measured target that has a budget. */
export function budgetLines(
  targets: readonly BenchTarget[],
  measured: readonly Measured[],
  driver: 'postgres' | 'pglite',
): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const m of measured) {
    const budget = targets.find((t) => t.name === m.name)?.budget;
    if (!budget) continue;
    const limit = budget.p99?.[driver];
    if (budget.p99 && limit !== undefined && budget.p99.connections === m.connections) {
      lines.push({
        endpoint: m.name,
        connections: m.connections,
        figure: `p99 ${m.p99} ms`,
        budget: `<= ${limit} ms`,
        verdict: m.p99 <= limit ? 'PASS' : 'FAIL',
      });
    }
  }
  return lines;
}

/** The connection counts of a run: BENCH_CONNECTIONS as a comma-separated list, 10 and 100 by default. */
export function connectionCounts(value: string | undefined): number[] {
  const counts = (value ?? '10,100')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return counts.length > 0 ? counts : [10, 100];
}
