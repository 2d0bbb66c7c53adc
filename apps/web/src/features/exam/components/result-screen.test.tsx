import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExamResultBody, ExamResultResponse, ReadinessResponse } from '@pdr/contract/exam';
import { usePopup } from '@/lib/popup.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { fakeApi, jsonResponse } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { ResultScreen } from './result-screen.tsx';

const EXAM_ID = '00000000-0000-4000-8000-0000000000e2';
const body: ExamResultBody = {
  attempt_id: '00000000-0000-4000-8000-0000000000a2',
  type: 'exam',
  exam_id: EXAM_ID,
  time: 600,
  data_question: JSON.stringify(
    Array.from({ length: 20 }, (_, i) => ({
      answer_id: i * 10 + 1,
      question_id: i + 1,
      correct: i < 19 ? 1 : 0,
    })),
  ),
};

function outcome(
  result: number,
  passed: boolean,
  data: ExamResultResponse['data'],
  wrong: number[] = [20],
): ExamResultResponse {
  return {
    status: 'ok',
    result: {
      attempt_id: body.attempt_id,
      type: 'exam',
      theme_id: null,
      idx: null,
      result,
      count_question: 20,
      percent: result * 5,
      passed,
      time: 600,
      wrong_question_ids: wrong,
      block: null,
      progress_car: null,
      correct_answers: [],
    },
    data,
  };
}

const readiness: ReadinessResponse = {
  category: 'B',
  exams: 4,
  passed: 3,
  percent: 75,
  needed: 0,
  groups: [{ group: 'safety', label: 'Безпека дорожнього руху', mistakes: 3, unanswered: 0, questions: 16 }],
};

function PopupText() {
  return <p>{usePopup()?.text ?? ''}</p>;
}

function renderResult() {
  return renderRoutes(
    [
      {
        path: '/result',
        element: (
          <>
            <ResultScreen />
            <PopupText />
          </>
        ),
      },
      { path: '/test', element: <h1>Екран тесту</h1> },
    ],
    '/result',
  );
}

describe('ResultScreen', () => {
  beforeEach(() => {
    setToken('token-1');
    sessionStore.set('examResult', { body, response: null });
  });
  afterEach(() => {
    setToken(null);
    vi.unstubAllGlobals();
  });

  it('shows a Premium pupil the pass, the themes with mistakes, the retake and the readiness', async () => {
    sessionStore.set('examResult', { body, response: null, category: 'C' });
    const calls = fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'POST test-successful': {
        body: outcome(19, true, { errors: { themes: [{ id: 7, number: 3, title: 'Дорожні знаки' }] } }),
      },
      'GET exam/readiness': { body: readiness },
    });
    await renderResult();

    expect(await screen.findByRole('heading', { level: 1, name: 'Іспит складено!' })).toBeInTheDocument();
    expect(screen.getByText('19/20')).toBeInTheDocument();
    expect(screen.getByText('Іспит · кат. C')).toBeInTheDocument();
    expect(screen.getByText(/Помилок: 1 · Час: 10:00/)).toBeInTheDocument();
    const themes = screen.getByRole('region', { name: 'Ви припустилися помилок у темах:' });
    expect(themes).toHaveTextContent('Тема 3. Дорожні знаки');
    expect(await screen.findByRole('button', { name: 'Скласти ще раз' })).toBeInTheDocument();
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Готовність до іспиту · категорія B' }),
    ).toBeInTheDocument();
    expect(screen.getByText('складено 3 з 4 останніх іспитів')).toBeInTheDocument();
    expect(screen.getByText('3 помилки з 16 питань')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST test-successful')?.body).toEqual(body);
    expect(sessionStore.get('examResult')).toMatchObject({
      category: 'C',
      response: { result: { result: 19 } },
    });
  });

  it('names the mistakes and the unanswered questions apart, in the score and in the readiness', async () => {
    // Three mistakes ended the exam after four answers: 1 right, 3 wrong, 16 never reached.
    fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'POST test-successful': { body: outcome(1, false, { errors: { themes: [] } }, [2, 3, 4]) },
      'GET exam/readiness': {
        body: {
          ...readiness,
          groups: [
            { group: 'rules', label: 'Правила дорожнього руху', mistakes: 2, unanswered: 8, questions: 10 },
            { group: 'safety', label: 'Безпека дорожнього руху', mistakes: 1, unanswered: 8, questions: 10 },
          ],
        },
      },
    });
    await renderResult();

    expect(await screen.findByRole('heading', { level: 1, name: 'Іспит не складено!' })).toBeInTheDocument();
    expect(screen.getByText(/Помилок: 3 · Без відповіді: 16 · Час: 10:00/)).toBeInTheDocument();
    expect(await screen.findByText('2 помилки і 8 без відповіді з 10 питань')).toBeInTheDocument();
    expect(screen.getByText('1 помилка і 8 без відповіді з 10 питань')).toBeInTheDocument();
  });

  it('shows a free pupil the failure with the Premium note instead of the analysis, and no retake', async () => {
    fakeApi({
      'GET user': { body: testUser() },
      'POST test-successful': {
        body: outcome(15, false, { errors: { themes: [] }, premium_required: true }),
      },
      'GET exam/readiness': {
        body: { category: 'B', exams: 1, passed: 0, percent: null, needed: 2, groups: [] },
      },
    });
    await renderResult();

    expect(await screen.findByRole('heading', { level: 1, name: 'Іспит не складено!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформити Преміум' })).toHaveAttribute('href', '#/premium');
    expect(screen.queryByRole('button', { name: 'Скласти ще раз' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(/Ви складали 1 іспит\. Щоб оцінити готовність, потрібно ще 2 іспити\./),
    ).toBeInTheDocument();
    // What is free here and what Premium adds, said before the free part below.
    expect(
      screen.getByText(/Перелік тем, у яких ви помилилися\s+в цьому іспиті, додає тариф Преміум\./),
    ).toBeInTheDocument();
  });

  it('hides the retake after a perfect score', async () => {
    fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'POST test-successful': { body: outcome(20, true, { errors: { themes: [] } }) },
    });
    await renderResult();
    expect(await screen.findByText('20/20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скласти ще раз' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /помилки в темах/ })).not.toBeInTheDocument();
  });

  it('resends the result every 5 s while the network fails, and says so once it is through', async () => {
    let tries = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('test-successful')) {
          tries += 1;
          if (tries === 1) throw new TypeError('Failed to fetch');
          return jsonResponse(outcome(18, true, { errors: { themes: [] } }));
        }
        return jsonResponse({ message: 'Не знайдено' }, 404);
      }),
    );
    await renderResult();

    expect(
      await screen.findByText('Помилка надсилання. Надсилаємо ще раз кожні 5 секунд…'),
    ).toBeInTheDocument();
    expect(await screen.findByText('18/20', undefined, { timeout: 7000 })).toBeInTheDocument();
    expect(screen.getByText('Успішно надіслано')).toBeInTheDocument();
    expect(tries).toBe(2);
  });

  it('opens the review of correct answers on /test', async () => {
    fakeApi({
      'GET user': { body: testUser() },
      'POST test-successful': {
        body: outcome(10, false, { errors: { themes: [] }, premium_required: true }),
      },
    });
    await renderResult();
    const button = await screen.findByRole('button', { name: 'Правильні відповіді' });
    act(() => button.click());
    expect(await screen.findByRole('heading', { name: 'Екран тесту' })).toBeInTheDocument();
    expect(sessionStore.get('exam')).toEqual({ examId: EXAM_ID, attemptId: body.attempt_id, review: true });
  });
});
