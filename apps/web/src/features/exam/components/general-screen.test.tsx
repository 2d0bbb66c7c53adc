import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryMessages } from '@pdr/contract/category-messages';
import { examMessages, type ExamResponse } from '@pdr/contract/exam';
import { closeAppModal, premiumModalReason, useOpenAppModal } from '@/lib/modals.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { GeneralScreen } from './general-screen.tsx';

/** Why the exam does not start with no network. */
const EXAM_NEEDS_NETWORK =
  "Немає зв'язку з інтернетом. Іспит можна почати лише онлайн: кожну відповідь перевіряє сервер. Навчання працює і без мережі.";

const EXAM_ID = '00000000-0000-4000-8000-0000000000e3';
const questions = [
  { id: 5, question: 'Що означає знак?', image: null, notes: '', video_url: null, answers: [] },
];
const exam: ExamResponse = {
  exam_id: EXAM_ID,
  type: 'exam',
  category: 'B',
  language: 'uk',
  count: 20,
  started_at: new Date().toISOString(),
  deadline_at: new Date(Date.now() + 1_200_000).toISOString(),
  seconds_left: 1200,
  data: btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(questions)))),
  answers: [],
  correct: 0,
  mistakes: 0,
  closed: false,
  end_reason: null,
  passed: null,
  review: null,
};

function OpenModal() {
  return <p>Відкрите вікно: {useOpenAppModal() ?? 'жодного'}</p>;
}

function renderGeneral() {
  return renderRoutes(
    [
      {
        path: '/general',
        element: (
          <>
            <GeneralScreen onExit={() => {}} />
            <OpenModal />
          </>
        ),
      },
      { path: '/test', element: <h1>Екран іспиту</h1> },
      { path: '/started_learn', element: <h1>Мапа тем</h1> },
    ],
    '/general',
  );
}

const mode = (name: RegExp) => screen.getByRole('radio', { name });

describe('GeneralScreen', () => {
  beforeEach(() => setToken('token-1'));
  afterEach(() => {
    act(() => closeAppModal());
    setToken(null);
    vi.unstubAllGlobals();
  });

  it('says why the exam cannot start with no network and disables Почати, until the network is back', async () => {
    const calls = fakeApi({ 'GET user': { body: testUser() } });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const user = userEvent.setup();
    await renderGeneral();
    await user.click(mode(/^Іспит/));

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    // Said once on the screen (on the exam option); the hidden status only announces it.
    const shown = screen.getAllByText(EXAM_NEEDS_NETWORK).filter((el) => !el.closest('.visually-hidden'));
    expect(shown).toHaveLength(1);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(EXAM_NEEDS_NETWORK);
    expect(mode(/^Іспит/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Почати' })).toBeDisabled();
    expect(calls.map((c) => c.key)).not.toContain('GET get-questions-exam-crypt');

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(mode(/^Іспит/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Почати' })).toBeEnabled();
    expect(screen.queryByText(EXAM_NEEDS_NETWORK)).not.toBeInTheDocument();
  });

  it('asks for a choice when Почати is pressed with none, and puts the focus on the options', async () => {
    fakeApi({ 'GET user': { body: testUser() } });
    const user = userEvent.setup();
    await renderGeneral();
    await user.click(screen.getByRole('button', { name: 'Почати' }));
    expect(screen.getByText('Спершу оберіть режим: «Навчання» або «Іспит».')).toBeInTheDocument();
    expect(mode(/^Навчання/)).toHaveFocus();

    await user.click(mode(/^Навчання/));
    await user.click(screen.getByRole('button', { name: 'Почати' }));
    expect(await screen.findByRole('heading', { name: 'Мапа тем' })).toBeInTheDocument();
  });

  it('shows the rules first; their button stores the flag and starts the exam', async () => {
    const calls = fakeApi({
      'GET user': { body: testUser() },
      'GET exam/rules': { body: { read: false } },
      'POST exam/rules': { body: { read: true } },
      'GET get-questions-exam-crypt': { body: exam },
    });
    const user = userEvent.setup();
    await renderGeneral();
    await user.click(mode(/^Іспит/));
    await user.click(screen.getByRole('button', { name: 'Почати' }));
    const rules = await screen.findByRole('dialog', { name: 'Правила іспиту' });
    expect(rules).toHaveTextContent('Третя помилка одразу завершує іспит.');
    expect(calls.map((c) => c.key)).not.toContain('GET get-questions-exam-crypt');

    await user.click(screen.getByRole('button', { name: 'Зрозуміло, почати іспит' }));
    expect(await screen.findByRole('heading', { name: 'Екран іспиту' })).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(
      expect.arrayContaining(['POST exam/rules', 'GET get-questions-exam-crypt']),
    );
    expect(sessionStore.get('exam')).toMatchObject({ examId: EXAM_ID, review: false });
    expect(sessionStore.get('general')).toMatchObject({ type: 'exam' });
  });

  it('starts at once when the rules were read, and offers Premium for a second free exam of the day', async () => {
    const calls = fakeApi({
      'GET user': { body: testUser() },
      'GET exam/rules': { body: { read: true } },
      'GET get-questions-exam-crypt': { status: 403, body: { message: examMessages.dailyLimit } },
    });
    const user = userEvent.setup();
    await renderGeneral();
    await user.click(mode(/^Іспит/));
    await user.click(screen.getByRole('button', { name: 'Почати' }));

    expect(await screen.findByText('Відкрите вікно: premium')).toBeInTheDocument();
    // Not a bare offer: the modal says the day's free exam is used and when the next one comes.
    expect(premiumModalReason()).toBe(examMessages.dailyLimit);
    expect(examMessages.dailyLimit).toMatch(/уже використано.*завтра, від 00:00/);
    expect(screen.queryByRole('dialog', { name: 'Правила іспиту' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('GET get-questions-exam-crypt');
    expect(sessionStore.get('exam')).toBeUndefined();
  });

  describe('in a category the content has no full exam for', () => {
    const learner = testUser({
      categories: [
        { id: 3, label: 'B' },
        { id: 7, label: 'D' },
      ],
      active_category: { label: 'D', full_exam: false },
    });

    it('says so on the exam option, which cannot be chosen, and offers learning; no exam is started', async () => {
      const calls = fakeApi({ 'GET user': { body: learner } });
      const user = userEvent.setup();
      await renderGeneral();
      const examOption = await screen.findByRole('radio', { name: /^Іспит/ });
      await waitFor(() => expect(examOption).toBeDisabled());
      expect(examOption).toHaveAccessibleName(expect.stringContaining(categoryMessages.noExam('D')));

      await user.click(screen.getByRole('button', { name: 'Почати' }));
      expect(screen.getByText('Спершу оберіть режим «Навчання».')).toBeInTheDocument();
      await user.click(mode(/^Навчання/));
      await user.click(screen.getByRole('button', { name: 'Почати' }));
      expect(await screen.findByRole('heading', { name: 'Мапа тем' })).toBeInTheDocument();
      expect(calls.map((c) => c.key)).not.toContain('GET get-questions-exam-crypt');
      expect(calls.map((c) => c.key)).not.toContain('GET exam/rules');
    });

    it('opens the exam once the learner switches there to a category that has one', async () => {
      const calls = fakeApi({
        'GET user': { body: learner },
        'PUT user/category': { body: { ...learner, active_category: { label: 'B', full_exam: true } } },
      });
      const user = userEvent.setup();
      await renderGeneral();
      const categories = await screen.findByRole('group', { name: 'Категорія, до якої готуєтеся' });
      expect(within(categories).getByRole('radio', { name: 'D' })).toBeChecked();
      await waitFor(() => expect(mode(/^Іспит/)).toBeDisabled());

      await user.click(within(categories).getByRole('radio', { name: 'B' }));
      await user.click(screen.getByRole('button', { name: 'Змінити категорію' }));
      await waitFor(() => expect(mode(/^Іспит/)).toBeEnabled());
      expect(mode(/^Іспит/)).toHaveAccessibleName(expect.stringContaining('20 питань з усіх тем'));
      expect(calls.find((c) => c.key === 'PUT user/category')?.body).toEqual({ category: 'B' });
    });
  });
});
