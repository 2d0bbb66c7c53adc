import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineData, keep } from '@/lib/offline-store.ts';
import { setToken } from '@/lib/session.ts';
import { localStore, sessionStore } from '@/lib/storage.ts';
import { jsonResponse } from '@/test/fake-api.ts';
import { blockBody, lessonQuestion } from '@/test/questions.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import type { TestQuestions } from '@/lib/decode-questions.ts';
import { TestScreen } from './test-screen.tsx';

/** The test the device kept when block 2 of theme 1 began. */
function deviceCopy(ids: number[], idx = 1): TestQuestions {
  const { data: _data, ...meta } = blockBody(1, idx, ids);
  return { meta, questions: ids.map(lessonQuestion) };
}

/** The server's copy of the test in progress, answered when the test says so; every other call never answers. */
function holdServer() {
  let answer: (body: unknown) => void = () => undefined;
  const session = new Promise<Response>((resolve) => {
    answer = (body) => resolve(jsonResponse(body));
  });
  const fetchMock = vi.fn((url: string) =>
    url.includes('get-question-from-session-crypt') ? session : new Promise<Response>(() => undefined),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { answer: (body: unknown) => act(async () => answer(body)), fetchMock };
}

beforeEach(async () => {
  setToken('token');
  sessionStore.set('user', testUser());
  sessionStore.set('general', { type: 'theme', theme: 1, block: 1, attemptId: 'a-1', startedAt: Date.now() });
  // The learner had answered question 4 and was on question 5 when the page was reloaded.
  sessionStore.set('answers', [{ answer_id: 41, question_id: 4, correct: 1 }]);
  sessionStore.set('current', { number: 2, id: 5 });
  localStore.set('demoPack', false);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  setToken(null);
  await clearOfflineData();
});

describe('a reloaded lesson', () => {
  it("paints the device's copy at once and goes on when the server's copy has the same questions", async () => {
    await keep(1, 'test', deviceCopy([4, 5, 6]));
    const server = holdServer();
    await renderWithApp(<TestScreen />, '/test');
    expect(await screen.findByText('Питання 5?')).toBeInTheDocument();
    expect(server.fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('get-question-from-session-crypt'),
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('radio', { name: /Відповідь 1/ }));
    await server.answer(blockBody(1, 1, [4, 5, 6]));
    // Not restarted: the learner's choice is still there.
    expect(screen.getByRole('radio', { name: /Відповідь 1/ })).toBeChecked();
    expect(screen.getByText('Питання 5?')).toBeInTheDocument();
  });

  it("restarts on the server's questions when they differ, keeping the learner's place", async () => {
    await keep(1, 'test', deviceCopy([4, 5, 6]));
    const server = holdServer();
    await renderWithApp(<TestScreen />, '/test');
    await screen.findByText('Питання 5?');
    expect(screen.getByRole('button', { name: 'Питання 2' })).toHaveAttribute('aria-current', 'step');
    await server.answer(blockBody(1, 1, [4, 7, 5]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Питання 3' })).toHaveAttribute('aria-current', 'step'),
    );
    expect(screen.getByText('Питання 5?')).toBeInTheDocument();
    expect(sessionStore.get('answers')).toEqual([{ answer_id: 41, question_id: 4, correct: 1 }]);
  });

  it('goes back to the map when the server has another test', async () => {
    await keep(1, 'test', deviceCopy([4, 5, 6]));
    const server = holdServer();
    await renderWithApp(<TestScreen />, '/test');
    await screen.findByText('Питання 5?');
    await server.answer(blockBody(1, 0, [1, 2, 3]));
    expect(await screen.findByText('Інша сторінка')).toBeInTheDocument();
    expect(sessionStore.get('general')).toBeUndefined();
  });

  it("waits for the server when the device's copy is another test's", async () => {
    await keep(1, 'test', deviceCopy([1, 2, 3], 0));
    const server = holdServer();
    await renderWithApp(<TestScreen />, '/test');
    expect(await screen.findByText('Завантажуємо питання…')).toBeInTheDocument();
    await server.answer(blockBody(1, 1, [4, 5, 6]));
    expect(await screen.findByText('Питання 5?')).toBeInTheDocument();
  });

  it("shows the demo notice from the device's last answer while the config is on its way", async () => {
    localStore.set('demoPack', true);
    await keep(1, 'test', deviceCopy([4, 5, 6]));
    holdServer();
    await renderWithApp(<TestScreen />, '/test');
    expect(await screen.findByText(/Демонстраційні питання/)).toBeInTheDocument();
    expect(screen.getByText('Питання 5?')).toBeInTheDocument();
  });

  it('keeps its spinner for the config when the device has never had one', async () => {
    localStore.remove('demoPack');
    await keep(1, 'test', deviceCopy([4, 5, 6]));
    const server = holdServer();
    await renderWithApp(<TestScreen />, '/test');
    await server.answer(blockBody(1, 1, [4, 5, 6]));
    await waitFor(() => expect(screen.getByText('Завантажуємо питання…')).toBeInTheDocument());
    expect(screen.queryByText('Питання 5?')).not.toBeInTheDocument();
  });
});
