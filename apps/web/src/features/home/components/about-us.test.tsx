import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configResponseSchema, STUDENTS_SHOWN_FROM } from '@pdr/contract/system';
import { AboutUs, homeFigures } from './about-us.tsx';

const config = (over: { students?: number; questions?: number; demo?: boolean; figures?: object[] }) =>
  configResponseSchema.parse({
    subscription: { price: 299, days: 90 },
    users: { students: over.students ?? 0 },
    content: { questions: over.questions ?? 0 },
    site: {
      demo: over.demo ?? false,
      official_questions: false,
      seller: null,
      agreement_date: null,
      figures: over.figures ?? [],
    },
  });

describe('the home page figures', () => {
  it('shows only figures from our data or the content pack, and no section when there is none', () => {
    const { container } = render(<AboutUs config={config({})} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts the demo bank as a demo and hides a learner count below the threshold', () => {
    const figures = homeFigures(config({ questions: 262, students: STUDENTS_SHOWN_FROM - 1, demo: true }));
    expect(figures).toEqual([{ value: '262', label: 'питання у демонстраційній базі', source: 'data' }]);
  });

  it('shows the learner count from the threshold on, and the operator figures as written', () => {
    render(
      <AboutUs
        config={config({
          questions: 2000,
          students: 1500,
          figures: [{ value: '24/7', label: 'доступ з будь-якого пристрою' }],
        })}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '2\u00a0000питань у базі тренажера',
      '1\u00a0500учнів склали іспит на тренажері',
      '24/7доступ з будь-якого пристрою',
    ]);
  });
});
