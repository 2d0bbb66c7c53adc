import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { configResponseSchema } from '@pdr/contract/system';
import { switchLanguage } from '@/lib/i18n.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { renderWithApp } from '@/test/render.tsx';
import { AboutUs } from './about-us.tsx';
import { Countdown } from './countdown.tsx';
import { Hero } from './hero.tsx';
import { Tariffs } from './tariffs.tsx';

const config = configResponseSchema.parse({
  subscription: { price: 299, days: 90 },
  users: { students: 1500 },
  content: { questions: 2000 },
  site: { demo: false, official_questions: false, seller: null, agreement_date: null, figures: [] },
});

afterEach(async () => {
  await switchLanguage('uk');
  window.localStorage.clear();
});

describe('the home page in English', () => {
  it('shows the banner, the figures, the tariffs and the countdown in English', async () => {
    await act(() => switchLanguage('en'));
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.config, config);
    await renderWithApp(
      <>
        <Hero signedIn={false} progressPercent={null} officialQuestions={false} />
        <AboutUs config={config} />
        <Tariffs signedIn={false} config={config} />
        <Countdown end={new Date(Date.now() + 90_000_000 + 30_000).toISOString()} />
      </>,
      '/',
      { queryClient },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pass the driving theory exam at the first attempt' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '#/register');
    expect(screen.getByRole('heading', { name: 'About us in figures' })).toBeInTheDocument();
    expect(screen.getByText('questions in the trainer’s bank')).toBeInTheDocument();
    expect(screen.getByText('2,000')).toBeInTheDocument();
    expect(screen.getByText('learners passed the exam with the trainer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByText('for 90 days')).toBeInTheDocument();
    expect(screen.getByText('299 UAH')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register with Premium' })).toHaveAttribute('href', '#/register');
    expect(
      screen.getByText('Themes 1 and 2 in turn: theme 2 opens with the credit test of theme 1 (from 50%)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left on the offer' })).toHaveTextContent(
      /^01day01hour00minutes\d\dseconds$/,
    );
  });
});
