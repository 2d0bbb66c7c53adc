import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionsResponse } from '@pdr/contract/learning';
import { claimDevice, clearOfflineData } from '@/lib/offline-store.ts';
import { setToken } from '@/lib/session.ts';
import { localStore, sessionStore } from '@/lib/storage.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { blockBody } from '@/test/questions.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { TestScreen } from './test-screen.tsx';

/** The favourites run of questions 7 and 3 (answer 1 of each is right), as GET /api/favourites/run sends it. */
function runBody(ids: number[]): QuestionsResponse {
  return { ...blockBody(0, 0, ids), type: 'favourites', theme_id: null, idx: null };
}

const outcome = {
  attempt_id: '00000000-0000-4000-8000-000000000021',
  type: 'favourites',
  theme_id: null,
  idx: null,
  result: 1,
  count_question: 2,
  percent: 50,
  passed: false,
  time: 30,
  wrong_question_ids: [3],
  block: null,
  progress_car: null,
  correct_answers: [],
};

beforeEach(async () => {
  setToken('token-1');
  sessionStore.set('user', testUser({ id: 1 }));
  await claimDevice(1);
  localStore.set('demoPack', false);
  sessionStore.set('general', {
    type: 'favourites',
    theme: 0,
    block: null,
    attemptId: outcome.attempt_id,
    startedAt: Date.now(),
  });
  sessionStore.set('answers', []);
  sessionStore.set('current', { number: 1, id: 7 });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  setToken(null);
  sessionStore.remove('user');
  await clearOfflineData();
});

describe('the favourites run on /test', () => {
  it('is a lesson: a wrong answer shows the right one, and the end posts the run and says its score', async () => {
    const calls = fakeApi({
      'GET get-question-from-session-crypt': { body: runBody([7, 3]) },
      'POST favourites/result': { body: { status: 'ok', result: outcome } },
      'GET favourites/ids': { body: { question_ids: [7, 3] } },
    });
    const user = userEvent.setup();
    await renderRoutes(
      [
        { path: '/test', element: <TestScreen /> },
        { path: '/favourites', element: <h1>Обрані питання</h1> },
      ],
      '/test',
    );
    expect(await screen.findByText('Питання 7?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Відповідь 1/ }));
    await user.click(screen.getByRole('button', { name: 'Далі' }));

    expect(await screen.findByText('Питання 3?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Відповідь 2/ }));
    await user.click(screen.getByRole('button', { name: 'Далі' }));
    // Wrong: the run waits on the question with its right answer shown, as a lesson does.
    expect(await screen.findByRole('button', { name: 'Далі' })).toBeEnabled();
    const right = screen.getByRole('radio', { name: /Відповідь 1/ }).closest('label');
    expect(right).toHaveAttribute('data-look', 'right');
    await user.click(screen.getByRole('button', { name: 'Далі' }));

    const dialog = await screen.findByRole('dialog', { name: 'Обрані питання пройдено' });
    expect(dialog).toHaveTextContent('Ви правильно відповіли на 1 з 2 питань');
    const sent = calls.find((c) => c.key === 'POST favourites/result')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ attempt_id: outcome.attempt_id, type: 'favourites' });
    expect(JSON.parse(String(sent.data_question))).toEqual([
      { question_id: 7, answer_id: 71, correct: 1 },
      { question_id: 3, answer_id: 32, correct: 0 },
    ]);

    await user.click(screen.getByRole('button', { name: 'До обраних' }));
    expect(await screen.findByRole('heading', { name: 'Обрані питання' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get('general')).toBeUndefined());
  });

  it('starts another run from its result', async () => {
    let runs = 0;
    fakeApi({
      'GET get-question-from-session-crypt': { body: runBody([7, 3]) },
      'GET favourites/run': () => {
        runs++;
        return { body: runBody([5]) };
      },
      'POST favourites/result': { body: { status: 'ok', result: { ...outcome, result: 2, passed: true } } },
      'GET favourites/ids': { body: { question_ids: [7, 3, 5] } },
    });
    sessionStore.set('answers', [{ answer_id: 71, question_id: 7, correct: 1 }]);
    sessionStore.set('current', { number: 2, id: 3 });
    const user = userEvent.setup();
    await renderRoutes([{ path: '/test', element: <TestScreen /> }], '/test');
    await user.click(await screen.findByRole('radio', { name: /Відповідь 1/ }));
    await user.click(screen.getByRole('button', { name: 'Далі' }));
    await user.click(await screen.findByRole('button', { name: 'Пройти обрані ще раз' }));
    expect(await screen.findByText('Питання 5?')).toBeInTheDocument();
    expect(runs).toBe(1);
    expect(sessionStore.get('general')).toMatchObject({ type: 'favourites', theme: 0 });
    expect(sessionStore.get('general')?.attemptId).not.toBe(outcome.attempt_id);
  });
});
