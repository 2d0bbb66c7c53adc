import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Marathon } from '@pdr/contract/marathon';
import { forgetDevice, signInOnDevice } from '@/test/device-learner.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { lessonQuestion } from '@/test/questions.ts';
import { renderWithApp } from '@/test/render.tsx';
import { MarathonPage } from './marathon-page.tsx';

afterEach(forgetDevice);

/** The marathon at `position`, its question without the right answer, as the server sends it. */
function at(position: number, answered: number, right: number): Marathon {
  const { answers, ...question } = lessonQuestion(100 + position);
  return {
    status: 'question',
    question: { ...question, answers: answers.map(({ correct_answer: _c, ...a }) => a) },
    theme_id: 10,
    theme_number: 1,
    theme_title: 'Загальні положення',
    position,
    total: 40,
    answered,
    right,
  };
}

describe('/marathon', () => {
  it('scores the answer at once with the comment, then goes on to the next question', async () => {
    await signInOnDevice();
    let place = at(6, 5, 4);
    const calls = fakeApi({
      'GET marathon': () => ({ body: place }),
      'POST marathon/answer': () => {
        place = at(7, 6, 4);
        return {
          body: {
            correct: false,
            correct_answer_id: 1061,
            position: 7,
            notes: '<p>Бо так каже пункт 1.10.</p>',
            answered: 6,
            right: 4,
          },
        };
      },
      'GET favourites/ids': { body: { question_ids: [] } },
    });
    await renderWithApp(<MarathonPage />, '/marathon');
    expect(await screen.findByText('Питання 6 з 40')).toBeInTheDocument();
    expect(screen.getByText('Правильно 80% (4 з 5)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Питання 106?');

    const answer = screen.getByRole('button', { name: 'Відповісти' });
    expect(answer).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Відповідь 2/ }));
    await userEvent.click(answer);
    expect(
      await screen.findByRole('heading', { name: 'Неправильно: правильну відповідь позначено зеленим' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Бо так каже пункт 1.10.')).toBeInTheDocument();
    expect(screen.getByText('Правильно 67% (4 з 6)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Додати в обрані' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST marathon/answer')?.body).toEqual({
      question_id: 106,
      answer_id: 1062,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Далі' }));
    expect(await screen.findByText('Питання 7 з 40')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Питання 107?');
    expect(screen.getByRole('button', { name: 'Відповісти' })).toBeDisabled();
  });

  it('asks before it starts again from the beginning', async () => {
    await signInOnDevice();
    const calls = fakeApi({
      'GET marathon': { body: at(3, 2, 2) },
      'POST marathon/restart': { body: at(1, 0, 0) },
    });
    await renderWithApp(<MarathonPage />, '/marathon');
    await userEvent.click(await screen.findByRole('button', { name: 'Почати спочатку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Почати марафон спочатку?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Продовжити' }));
    expect(calls.map((c) => c.key)).not.toContain('POST marathon/restart');

    await userEvent.click(screen.getByRole('button', { name: 'Почати спочатку' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Почати спочатку' }),
    );
    expect(await screen.findByText('Питання 1 з 40')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ще жодної відповіді')).toBeInTheDocument();
  });

  it('offers Premium once the free themes are done', async () => {
    await signInOnDevice();
    fakeApi({
      'GET marathon': {
        body: {
          ...at(1, 0, 0),
          status: 'premium',
          question: null,
          position: 13,
          total: 12,
          answered: 12,
          right: 9,
        },
      },
    });
    await renderWithApp(<MarathonPage />, '/marathon');
    expect(await screen.findByRole('heading', { name: 'Безплатні теми пройдено' })).toBeInTheDocument();
    expect(screen.getByText(/Ви пройшли 12 питань безплатних тем/)).toBeInTheDocument();
  });
});
