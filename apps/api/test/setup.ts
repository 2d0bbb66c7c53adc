import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error during a test fails it.
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => spy?.mockRestore());
