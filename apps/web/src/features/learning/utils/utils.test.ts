import { describe, expect, it } from 'vitest';
import type { LearningTheme } from '@pdr/contract/learning';
import { pickTheme, ringColour, themeLook } from './theme-look.ts';
import { newAttemptId } from '@/lib/attempt-id.ts';

const theme = (over: Partial<LearningTheme>): LearningTheme => ({
  id: 1,
  number: 1,
  title: 'Загальні положення',
  free: true,
  progress: 0,
  error: 0,
  success: 0,
  blocked: false,
  disabled: false,
  disable: false,
  progress_car: { progress: 0, error: 0 },
  question_count: 40,
  block_count: 2,
  done_blocks: 0,
  ...over,
});

describe('theme looks', () => {
  it('colours cards by the spec', () => {
    expect(themeLook(theme({ blocked: true, error: 3 }))).toBe('locked');
    expect(themeLook(theme({ disabled: true }))).toBe('disabled');
    expect(themeLook(theme({ error: 1 }))).toBe('error');
    expect(themeLook(theme({ progress: 100, progress_car: { progress: 50, error: 20 } }))).toBe('complete');
    expect(themeLook(theme({ progress: 100, progress_car: { progress: 49, error: 20 } }))).toBe('open');
  });
  it('colours the progress ring by the spec', () => {
    expect(ringColour({ error: 0, progress: 0 })).toBe('green');
    expect(ringColour({ error: 0, progress: 100 })).toBe('yellow');
    expect(ringColour({ error: 2, progress: 40 })).toBe('red');
    expect(ringColour({ error: 3, progress: 100 })).toBe('yellow');
    expect(ringColour({ error: 0, progress: 40 })).toBe('grey');
  });
  it('picks the remembered theme when open, else the first unfinished open one', () => {
    const list = [
      theme({ id: 1, progress: 100, progress_car: { progress: 80, error: 2 } }),
      theme({ id: 2 }),
      theme({ id: 3, blocked: true }),
    ];
    expect(pickTheme(list, 3)?.id).toBe(2);
    expect(pickTheme(list, 1)?.id).toBe(1);
    expect(pickTheme(list, undefined)?.id).toBe(2);
  });
});

describe('newAttemptId', () => {
  it('makes distinct v4 UUIDs', () => {
    const a = newAttemptId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newAttemptId()).not.toBe(a);
  });
});
