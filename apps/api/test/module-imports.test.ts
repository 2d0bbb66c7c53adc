import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname, '../src/modules');

/** The modules each module's source files import (tests left out: they may reach across), read from the text. */
function moduleImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const name of readdirSync(MODULES, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const edges = new Map<string, string>();
    graph.set(name.name, edges);
    const dir = path.join(MODULES, name.name);
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(path.join(dir, file), 'utf8');
      // Static imports and re-exports (type-only ones too) and import() calls with a literal path.
      for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm)) {
        const target = path.resolve(path.dirname(path.join(dir, file)), match[1]!);
        const relative = path.relative(MODULES, target);
        if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
        const other = relative.split(path.sep)[0]!;
        if (other !== name.name && !edges.has(other)) edges.set(other, `${name.name}/${file}`);
      }
    }
  }
  return graph;
}

/** Every circle between modules, each as the modules in order with the file that takes each step. */
function circles(graph: Map<string, Map<string, string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const [next, file] of graph.get(at) ?? []) {
      const step = `${at} -> ${next} (${file})`;
      // Each circle is named once, from its module first in alphabetical order.
      if (next === start) found.add([...trail, step].join(', '));
      else if (next > start && !trail.some((t) => t.startsWith(`${next} `))) {
        walk(start, next, [...trail, step]);
      }
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, []);
  return [...found];
}

describe('the modules of apps/api/src/modules', () => {
  it('import each other in one direction only: no circle between modules', () => {
    expect(circles(moduleImports())).toEqual([]);
  });

  it('finds a circle when there is one, naming each step', () => {
    const graph = new Map([
      ['exam', new Map([['study', 'exam/result.ts']])],
      ['study', new Map([['exam', 'study/answers.ts']])],
      ['content', new Map()],
    ]);
    expect(circles(graph)).toEqual(['exam -> study (exam/result.ts), study -> exam (study/answers.ts)']);
  });
});
