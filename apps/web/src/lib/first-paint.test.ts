import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenCommitted, holdRequests, requestsHeld } from './first-paint.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('requests held until the first screen has painted', () => {
  it('holds nothing unless main.tsx asks', () => {
    expect(requestsHeld()).toBeNull();
  });

  it('lets the requests go after the frame that paints the first screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdRequests();
    const held = requestsHeld();
    expect(held).not.toBeNull();
    let gone = false;
    void held!.then(() => (gone = true));
    firstScreenCommitted();
    await Promise.resolve();
    expect(gone).toBe(false);
    // The frame, then the task queued after its paint.
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(gone).toBe(true);
    expect(requestsHeld()).toBeNull();
  });

  it('lets them go after 3 s when no screen comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    holdRequests();
    await vi.advanceTimersByTimeAsync(2999);
    expect(requestsHeld()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(requestsHeld()).toBeNull();
  });
});
