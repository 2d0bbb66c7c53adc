import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MALLOC_ENV } from '../src/launcher.ts';

// Compresses a small JSON answer as the server does for a browser (brotli at quality 4, gzip) and prints the page
// faults the process took meanwhile. A fault is the kernel handing the process a fresh page: glibc settings that
// give every freed compression buffer back to the kernel show up as many faults per answer.
const COMPRESS_AND_COUNT = `
const zlib = require('node:zlib');
const body = Buffer.from(JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ id: i, title: 'Тема ' + i, done: i % 3 }))));
const q4 = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const once = () => { zlib.brotliCompressSync(body, q4); zlib.gzipSync(body); };
for (let i = 0; i < 20; i++) once();
const before = process.resourceUsage().minorPageFault;
for (let i = 0; i < 100; i++) once();
console.log(process.resourceUsage().minorPageFault - before);
`;

function faults(env: NodeJS.ProcessEnv): number {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MALLOC_')));
  const out = execFileSync(process.execPath, ['-e', COMPRESS_AND_COUNT], { env: { ...clean, ...env } });
  return Number(out.toString().trim());
}

describe('the malloc settings the launcher gives the server (src/launcher.ts, decision 120)', () => {
  it('keep compressing an answer from faulting in fresh memory each time', () => {
    const glibcOwn = faults({});
    const launcher = faults(MALLOC_ENV);
    // With glibc's starting thresholds fixed (128 KB), 100 answers took about 14,000 faults against 1,200.
    expect(launcher).toBeLessThan(glibcOwn * 2 + 500);
  });

  it('would catch thresholds small enough to give back every compression buffer', () => {
    const small = faults({ MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(small).toBeGreaterThan(faults({}) * 2 + 500);
  });
});
