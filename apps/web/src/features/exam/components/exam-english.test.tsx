import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n.ts';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { GeneralScreen } from './general-screen.tsx';
import { ReadinessCard } from './readiness-card.tsx';

afterEach(async () => {
  await act(() => switchLanguage('uk'));
  setToken(null);
  window.localStorage.clear();
});

describe('the exam in English', () => {
  it('shows the mode choice, the rules with their plurals and the readiness in English', async () => {
    await act(() => switchLanguage('en'));
    setToken('token-1');
    fakeApi({
      'GET user': { body: testUser() },
      'GET exam/rules': { body: { read: false } },
      'GET exam/readiness': {
        body: { category: 'B', exams: 1, passed: 0, percent: null, needed: 2, groups: [] },
      },
    });
    const user = userEvent.setup();
    await renderRoutes(
      [
        {
          path: '/general',
          element: (
            <>
              <GeneralScreen onExit={() => {}} />
              <ReadinessCard withStart />
            </>
          ),
        },
      ],
      '/general',
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Learning or the exam?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('First choose a mode: “Learning” or “Exam”.')).toBeInTheDocument();
    expect(
      await screen.findByText('You have taken 1 exam. To assess your readiness, 2 more exams are needed.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Exam readiness · category B' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Exam/ }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const rules = await screen.findByRole('dialog', { name: 'Exam rules' });
    expect(rules).toHaveTextContent(
      '20 questions from all themes, in the same proportions as in the real exam.',
    );
    expect(rules).toHaveTextContent('20 minutes for the whole exam.');
    expect(screen.getByRole('button', { name: 'Got it, start the exam' })).toBeInTheDocument();
  });
});
