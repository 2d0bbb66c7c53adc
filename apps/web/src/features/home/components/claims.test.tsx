import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { configResponseSchema, type ConfigResponse } from '@pdr/contract/system';
import { premiumBenefits } from '@/components/site/claims.ts';
import { i18n } from '@/lib/i18n.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { renderWithApp } from '@/test/render.tsx';
import { PremiumAdvantages } from './premium-advantages.tsx';
import { Tariffs } from './tariffs.tsx';
import { WHY_US_REASONS } from './why-us-reasons.tsx';

const config = (over: { videos: number; official: boolean }): ConfigResponse =>
  configResponseSchema.parse({
    subscription: { price: 299, days: 90 },
    users: { students: 0 },
    content: { questions: 262, videos: over.videos },
    site: {
      demo: !over.official,
      official_questions: over.official,
      seller: null,
      agreement_date: null,
      figures: [],
    },
  });

function renderHomeBlocks(value: ConfigResponse) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.config, value);
  return renderWithApp(
    <>
      <Tariffs signedIn config={value} />
      <PremiumAdvantages signedIn />
    </>,
    '/',
    { queryClient },
  );
}

// What the demo pack's test pages say about themselves: no official bank, no videos (decision 142). Questions true to
// the current rules ('за чинними ПДР') are no claim of the official bank.
const VIDEO = /відео/i;
const OFFICIAL = /чинні (екзаменаційні )?питання|офіційн|затверджен/i;

describe('promises about the content', () => {
  it('promise neither videos nor the official bank on an install that has neither', async () => {
    const { container } = await renderHomeBlocks(config({ videos: 0, official: false }));
    expect(container.textContent).not.toMatch(VIDEO);
    expect(container.textContent).not.toMatch(OFFICIAL);
    expect(screen.getByText('Усі теми та всі питання тренажера')).toBeInTheDocument();
    const benefits = premiumBenefits({ videos: false, officialQuestions: false }).join(' ');
    expect(benefits).not.toMatch(VIDEO);
    expect(benefits).not.toMatch(OFFICIAL);
    const reasons = WHY_US_REASONS.map((r) => `${i18n._(r.title)} ${i18n._(r.text)}`).join(' ');
    expect(reasons).not.toMatch(VIDEO);
    expect(reasons).not.toMatch(OFFICIAL);
  });

  it('name the videos and the official bank where the content has them', async () => {
    const { container } = await renderHomeBlocks(config({ videos: 3, official: true }));
    expect(container.textContent).toMatch(/відеоуроками/);
    expect(screen.getByText('Усі теми та всі чинні питання')).toBeInTheDocument();
    expect(premiumBenefits({ videos: true, officialQuestions: true })[0]).toBe(
      'Усі чинні екзаменаційні питання за всіма темами',
    );
  });
});
