import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExamAnswerBody, ExamGivenAnswer } from '@pdr/contract/exam';
import type { Question } from '@pdr/contract/learning';
import { sessionStore, type ExamSession } from '@/lib/storage.ts';
import { fakeApi, jsonResponse } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import type { ExamData } from '../utils/exam-data.ts';
import { ExamRun } from './exam-run.tsx';

const EXAM_ID = '00000000-0000-4000-8000-0000000000e1';
const session: ExamSession = {
  examId: EXAM_ID,
  attemptId: '00000000-0000-4000-8000-0000000000a1',
  review: false,
};

function question(id: number): Question {
  return {
    id,
    question: `Питання номер ${id}?`,
    image: null,
    notes: '',
    video_url: null,
    answers: [1, 2, 3].map((k) => ({
      id: id * 10 + k,
      answer: `Відповідь ${id}.${k}`,
      correct: `${k}.`,
      question_id: id,
    })),
  };
}

/** The right answer of each question in these tests is its first one. */
const rightOf = (questionId: number) => questionId * 10 + 1;

function exam(overrides: Partial<ExamData> = {}): ExamData {
  return {
    exam_id: EXAM_ID,
    type: 'exam',
    category: 'B',
    language: 'uk',
    count: 4,
    started_at: new Date().toISOString(),
    deadline_at: new Date(Date.now() + 1_200_000).toISOString(),
    seconds_left: 1200,
    answers: [],
    correct: 0,
    mistakes: 0,
    closed: false,
    end_reason: null,
    passed: null,
    review: null,
    questions: [1, 2, 3, 4].map(question),
    receivedAt: Date.now(),
    ...overrides,
  };
}

/** The server's check of one answer; `over` from the given mistakes count (the third ends the exam). */
function checkedBy(given: ExamGivenAnswer[]) {
  return (body: unknown) => {
    const b = body as ExamAnswerBody;
    const correct = b.answer_id === rightOf(b.question_id);
    given.push({
      question_id: b.question_id,
      answer_id: b.answer_id,
      correct,
      right_answer_id: rightOf(b.question_id),
    });
    const mistakes = given.filter((a) => !a.correct).length;
    return {
      body: {
        question_id: b.question_id,
        answer_id: b.answer_id,
        correct,
        right_answer_id: rightOf(b.question_id),
        correct_count: given.length - mistakes,
        mistakes,
        answered: given.length,
        over: mistakes >= 3 || given.length === 4,
        end_reason: mistakes >= 3 ? 'mistakes' : null,
        passed: mistakes >= 3 ? false : null,
        seconds_left: 1100,
      },
    };
  };
}

function renderRun(data: ExamData) {
  return renderRoutes(
    [
      { path: '/test', element: <ExamRun exam={data} session={session} /> },
      { path: '/result', element: <h1>Сторінка результату</h1> },
    ],
    '/test',
  );
}

const questionHeading = () => screen.getByRole('heading', { level: 1 });

async function answerWith(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('radio', { name: label }));
  await user.click(screen.getByRole('button', { name: 'Далі' }));
}

describe('ExamRun', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on to the next question without an answer, wrapping around to the start', async () => {
    const given: ExamGivenAnswer[] = [{ question_id: 2, answer_id: 21, correct: true, right_answer_id: 21 }];
    const calls = fakeApi({ 'POST exam/answer': checkedBy(given) });
    const user = userEvent.setup();
    await renderRun(exam({ answers: [...given], correct: 1 }));

    expect(questionHeading()).toHaveTextContent('Питання номер 1?');
    await answerWith(user, 'Відповідь 1.1');
    // Question 2 was answered before: the exam skips it.
    // The heading takes the focus in an effect after it renders: waited for, not read in the same tick.
    const third = await screen.findByRole('heading', { level: 1, name: 'Питання номер 3?' });
    await waitFor(() => expect(third).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Питання 4, без відповіді' }));
    await answerWith(user, 'Відповідь 4.2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Питання номер 3?' })).toBeInTheDocument();
    expect(
      calls.filter((c) => c.key === 'POST exam/answer').map((c) => (c.body as ExamAnswerBody).question_id),
    ).toEqual([1, 4]);
  });

  it('locks the answered questions and shows them green or red in the strip', async () => {
    const given: ExamGivenAnswer[] = [];
    fakeApi({ 'POST exam/answer': checkedBy(given) });
    const user = userEvent.setup();
    await renderRun(exam());

    await answerWith(user, 'Відповідь 1.1');
    await screen.findByRole('heading', { level: 1, name: 'Питання номер 2?' });
    await answerWith(user, 'Відповідь 2.3');
    await screen.findByRole('heading', { level: 1, name: 'Питання номер 3?' });

    expect(screen.getByRole('button', { name: 'Питання 1, правильно' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Питання 2, неправильно' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Питання 4, без відповіді' })).toBeEnabled();
    expect(screen.getByText('Помилок: 1 з 2 допустимих')).toBeInTheDocument();
    expect(screen.getByText('Питання 2: неправильно. Помилок: 1.')).toBeInTheDocument();
  });

  it('ends at once when the server says the third mistake is made, and leaves the result to /result', async () => {
    const given: ExamGivenAnswer[] = [
      { question_id: 1, answer_id: 12, correct: false, right_answer_id: 11 },
      { question_id: 2, answer_id: 22, correct: false, right_answer_id: 21 },
    ];
    fakeApi({ 'POST exam/answer': checkedBy(given) });
    const user = userEvent.setup();
    await renderRun(exam({ answers: [...given], mistakes: 2 }));

    await answerWith(user, 'Відповідь 3.2');
    expect(await screen.findByRole('heading', { name: 'Сторінка результату' })).toBeInTheDocument();
    const stored = sessionStore.get('examResult');
    expect(stored?.response).toBeNull();
    expect(stored?.body).toMatchObject({
      attempt_id: session.attemptId,
      type: 'exam',
      exam_id: EXAM_ID,
      time: 100,
    });
    expect(JSON.parse(stored!.body.data_question)).toEqual([
      { answer_id: 12, question_id: 1, correct: 0 },
      { answer_id: 22, question_id: 2, correct: 0 },
      { answer_id: 32, question_id: 3, correct: 0 },
    ]);
    expect(sessionStore.get('exam')).toBeUndefined();
  });

  it('resends a dropped answer with the same client answer id until the server has it', async () => {
    const given: ExamGivenAnswer[] = [];
    const check = checkedBy(given);
    const bodies: ExamAnswerBody[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as ExamAnswerBody;
        bodies.push(body);
        if (bodies.length === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(check(body).body);
      }),
    );
    const user = userEvent.setup();
    await renderRun(exam());

    await answerWith(user, 'Відповідь 1.1');
    expect(
      await screen.findByText(
        "Немає з'єднання: відповідь чекає на зв'язок і буде надіслана, щойно він з'явиться…",
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Питання номер 2?' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('takes an answer from the digits and sends it with Enter', async () => {
    const given: ExamGivenAnswer[] = [];
    const calls = fakeApi({ 'POST exam/answer': checkedBy(given) });
    const user = userEvent.setup();
    await renderRun(exam());

    expect(screen.getByRole('button', { name: 'Далі' })).toBeDisabled();
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: 'Відповідь 1.2' })).toBeChecked();
    await user.keyboard('9');
    expect(screen.getByRole('radio', { name: 'Відповідь 1.2' })).toBeChecked();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Питання номер 2?' });
    expect(calls[0]?.body).toMatchObject({ exam_id: EXAM_ID, question_id: 1, answer_id: 12 });
  });

  it('ends when the clock reaches zero, with the answers the server has checked', async () => {
    fakeApi({});
    const answers: ExamGivenAnswer[] = [
      { question_id: 1, answer_id: 11, correct: true, right_answer_id: 11 },
    ];
    await renderRun(exam({ seconds_left: 0, answers }));

    expect(await screen.findByRole('heading', { name: 'Сторінка результату' })).toBeInTheDocument();
    const body = sessionStore.get('examResult')?.body;
    expect(body?.time).toBe(1200);
    expect(JSON.parse(body!.data_question)).toEqual([{ answer_id: 11, question_id: 1, correct: 1 }]);
  });

  it('counts the clock from the server’s seconds left, not from the device’s own idea of the start', async () => {
    fakeApi({});
    await renderRun(exam({ seconds_left: 605, started_at: new Date(Date.now() - 3_600_000).toISOString() }));
    expect(screen.getByRole('timer')).toHaveTextContent('10:05');
  });

  it('tells a screen reader when five minutes are left', async () => {
    fakeApi({});
    await renderRun(exam({ seconds_left: 301 }));
    expect(screen.queryByText('Залишилося 5 хвилин.')).not.toBeInTheDocument();
    expect(await screen.findByText('Залишилося 5 хвилин.', undefined, { timeout: 2500 })).toBeInTheDocument();
  });

  it('goes to the result when the server refuses the answer because the exam is over', async () => {
    fakeApi({
      'POST exam/answer': {
        status: 409,
        body: { message: 'Час іспиту вичерпано', errors: { exam_id: 'Час іспиту вичерпано' } },
      },
    });
    const user = userEvent.setup();
    await renderRun(exam());
    await answerWith(user, 'Відповідь 1.1');
    expect(await screen.findByRole('heading', { name: 'Сторінка результату' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get('examResult')?.body.data_question).toBe('[]'));
  });
});
