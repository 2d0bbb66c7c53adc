// npm run bench -- compare <rev> [--rounds N] <bench> [arguments…]: the same bench on an earlier commit and on
// this working tree, in turn, round after round, so that both meet the same machine (docs/benchmarks.md). A noisy
// machine swings by a factor of two between runs a minute apart; alternating is what makes a before/after honest.
// The earlier commit is checked out into a git worktree in a temporary folder (worktree.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadAverage, root } from './harness.ts';
import { addWorktree } from './worktree.ts';

const args = process.argv.slice(3);
const rev = args.shift();
if (!rev || rev.startsWith('-')) {
  console.error('Використання: npm run bench -- compare <коміт> [--rounds N] <бенч> [аргументи…]');
  process.exit(2);
}
let rounds = 2;
const roundsAt = args.indexOf('--rounds');
if (roundsAt >= 0) {
  rounds = Number(args[roundsAt + 1]);
  args.splice(roundsAt, 2);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) {
    console.error('--rounds: ціле число від 1 до 20');
    process.exit(2);
  }
}
const { short, dir: before, remove: removeWorktree } = addWorktree(rev);

/**
 * Each tree's own entry: bench/src/main.ts, or in a commit from before the bench workspace the bench's own file
 * (its scripts/bench.ts loaded autocannon, which this tree no longer installs).
 */
function runBench(cwd: string): Promise<number> {
  const entry = existsSync(path.join(cwd, 'bench/src/main.ts'))
    ? 'bench/src/main.ts'
    : `scripts/bench-${args[0]}.ts`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry, ...args], { cwd, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const sides = [
  { name: `before (${short})`, cwd: before },
  { name: 'after (this working tree)', cwd: root },
];
let failed = 0;
for (let round = 1; round <= rounds; round++) {
  for (const side of sides) {
    const time = new Date().toISOString().slice(11, 19);
    console.log(`\n=== ${side.name}, round ${round} of ${rounds}, ${time} UTC, load ${loadAverage(1)}`);
    if ((await runBench(side.cwd)) !== 0) failed++;
  }
}
removeWorktree();
process.exit(failed > 0 ? 1 : 0);
