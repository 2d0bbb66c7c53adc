import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepStaleImageRoots } from './storage.ts';

describe('sweepStaleImageRoots', () => {
  it("removes the picture folders of processes that are gone and keeps a live process's folder", () => {
    // A pid that surely ended: a child that has already exited.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const stale = path.join(os.tmpdir(), `pdr-images-${gone}`);
    const live = path.join(os.tmpdir(), `pdr-images-${process.pid}`);
    mkdirSync(path.join(stale, 'question'), { recursive: true });
    mkdirSync(live, { recursive: true });
    expect(sweepStaleImageRoots()).toBeGreaterThanOrEqual(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });
});
