import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PupilPageResponse } from '@pdr/contract/teacher';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { PupilPage } from './pupil-page.tsx';

const page: PupilPageResponse = {
  pupil: {
    id: 7,
    first_name: 'Олена',
    last_name: 'Коваль',
    phone: '+38 (067) *** ** 45',
    active_category: 'C',
    premium_until: null,
    themes_done: 1,
    themes_total: 2,
    progress: 60,
    credits_passed: 1,
    exams_taken_30d: 2,
    exams_passed_30d: 1,
    readiness: { exams: 2, percent: null },
    last_activity: new Date().toISOString(),
  },
  group: { id: 5, name: 'Група вечірня' },
  themes: [
    {
      id: 1,
      number: 1,
      title: 'Загальні положення',
      blocks_done: 3,
      blocks_total: 3,
      progress: 100,
      credit: 80,
    },
    {
      id: 2,
      number: 2,
      title: 'Обов’язки водіїв',
      blocks_done: 0,
      blocks_total: 2,
      progress: 0,
      credit: null,
    },
  ],
  weak_themes: [
    {
      id: 1,
      number: 1,
      title: 'Загальні положення',
      answered: 20,
      correct: 11,
      percent: 55,
      strength: 'low',
    },
  ],
  readiness: {
    category: 'C',
    exams: 2,
    passed: 1,
    percent: null,
    needed: 1,
    groups: [
      { group: 'rules', label: 'Правила дорожнього руху', mistakes: 3, unanswered: 7, questions: 20 },
      { group: 'first_aid', label: 'Домедична допомога', mistakes: 1, unanswered: 0, questions: 4 },
    ],
  },
  history: [
    {
      id: 'a',
      type: 'all_theme',
      category: null,
      theme_number: 1,
      theme_title: 'Загальні положення',
      correct: 16,
      total: 20,
      passed: true,
      time_s: 305,
      created_at: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'b',
      type: 'exam',
      category: 'C',
      theme_number: null,
      theme_title: null,
      correct: 19,
      total: 20,
      passed: true,
      time_s: 600,
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ],
};

async function show(answer: { status?: number; body: unknown }) {
  setToken('t');
  fakeApi({ 'GET teacher/pupils/7': answer });
  await renderRoutes(
    [{ path: '/teacher/pupils/7', element: <PupilPage pupilId={7} /> }],
    '/teacher/pupils/7',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('PupilPage', () => {
  it("shows the pupil's figures, weak themes, themes and tests", async () => {
    await show({ body: page });
    expect(await screen.findByRole('heading', { name: 'Коваль Олена', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Група вечірня · +38 (067) *** ** 45')).toBeInTheDocument();
    expect(screen.getByText('2 з 3 іспитів')).toBeInTheDocument();
    expect(screen.getByText('Готується до категорії').nextElementSibling).toHaveTextContent('C');
    expect(screen.getByText('Готовність до іспиту, категорія C')).toBeInTheDocument();
    const weak = screen.getByRole('region', { name: 'Теми для повторення' });
    expect(within(weak).getByText(/55% правильних \(11 з 20\) · слабка/)).toBeInTheDocument();
    // Mistakes and unanswered questions of the exams apart, as the pupil's own card says them.
    expect(within(weak).getByText('Де учень втрачає бали в іспитах')).toBeInTheDocument();
    expect(within(weak).getByText('3 помилки і 7 без відповіді з 20 питань')).toBeInTheDocument();
    expect(within(weak).getByText('1 помилка з 4 питання')).toBeInTheDocument();
    const themes = screen.getByRole('region', { name: 'Прогрес за темами' });
    expect(within(themes).getByRole('row', { name: /1\. Загальні положення/ })).toHaveTextContent('80%');
    const history = screen.getByRole('region', { name: 'Історія тестів' });
    expect(within(history).getByRole('row', { name: /Залік з теми · тема 1/ })).toHaveTextContent(
      '16 з 20 · зараховано',
    );
    expect(within(history).getByRole('row', { name: /Іспит · кат\. C/ })).toHaveTextContent('19 з 20');
    expect(screen.getByRole('link', { name: '← Група вечірня' })).toHaveAttribute(
      'href',
      '#/teacher?group=5',
    );
  });

  it('says the pupil is not found for a 404, as for another group’s pupil', async () => {
    await show({ status: 404, body: { message: 'Учня не знайдено' } });
    expect(await screen.findByRole('heading', { name: 'Учня не знайдено' })).toBeInTheDocument();
  });
});
