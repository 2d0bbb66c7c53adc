import type { Block, BlockStatus, LearningTheme } from './learning.ts';

/** Theme progress 0-100: the share of done blocks. */
export function themeProgress(statuses: readonly BlockStatus[]): number {
  if (statuses.length === 0) return 0;
  const done = statuses.filter((s) => s === 'done').length;
  return Math.round((done / statuses.length) * 100);
}

/**
 * A theme's figures on the theme list, from its block map: the server's list, and the device's while offline
 * (its blocks moved on by the results made there), so the list and the theme's card always agree.
 */
export function themeFigures(
  blocks: readonly Pick<Block, 'status' | 'errors' | 'success'>[],
): Pick<LearningTheme, 'progress' | 'error' | 'success' | 'block_count' | 'done_blocks'> {
  let error = 0;
  let success = 0;
  for (const b of blocks) {
    error += b.errors;
    success += b.success;
  }
  const statuses = blocks.map((b) => b.status);
  return {
    progress: themeProgress(statuses),
    error,
    success,
    block_count: blocks.length,
    done_blocks: statuses.filter((s) => s === 'done').length,
  };
}
