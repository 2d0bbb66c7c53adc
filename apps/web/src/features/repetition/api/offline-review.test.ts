import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimDevice, clearOfflineData } from '@/lib/offline-store.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { jsonResponse } from '@/test/fake-api.ts';
import { testUser } from '@/test/users.ts';
import { getDueQuestions } from './get-due-questions.ts';
import { getReviewSummary } from './get-review-summary.ts';

const cards = [
  {
    id: 7,
    question: 'Що означає цей знак?',
    image: null,
    notes: '<p>Коментар</p>',
    video_url: null,
    answers: [{ id: 71, answer: 'Так', correct: '1.', correct_answer: 1, question_id: 7 }],
  },
];
const due = {
  type: 'review',
  theme_id: null,
  idx: null,
  count: 1,
  reveal: true,
  started_at: '2026-11-26T10:00:00.000Z',
  data: btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(cards)))),
};

beforeEach(async () => {
  setToken('token-5');
  sessionStore.set('user', testUser({ id: 5, premium_check: true }));
  await claimDevice(5);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearOfflineData();
  setToken(null);
  await claimDevice(null);
});

describe('the due review with no network', () => {
  it('is taken from the cards fetched last, and their count is offered as today’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(due)),
    );
    const online = await getDueQuestions();
    expect(online.questions.map((q) => q.id)).toEqual([7]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await getDueQuestions()).toEqual(online);
    expect(await getReviewSummary()).toEqual({ due_today: 1, due_tomorrow: 0, next_due_at: null, total: 1 });
  });

  it('fails as before when no cards were ever fetched on the device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(getDueQuestions()).rejects.toMatchObject({ status: 0 });
    await expect(getReviewSummary()).rejects.toMatchObject({ status: 0 });
  });
});
