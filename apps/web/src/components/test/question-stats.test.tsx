import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { forgetDevice, signInOnDevice } from '@/test/device-learner.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { QuestionStats } from './question-stats.tsx';

afterEach(forgetDevice);

describe('how many learners answer a question right', () => {
  it('says the share once the server has one, in whole percent', async () => {
    await signInOnDevice();
    fakeApi({ 'GET questions/7/stats': { body: { learners: 31, right_share: 0.6774 } } });
    renderWithQuery(<QuestionStats questionId={7} />);
    expect(await screen.findByText('Правильно відповідають 68% учнів')).toBeInTheDocument();
  });

  it('says nothing under 30 learners, or when the read fails', async () => {
    await signInOnDevice();
    const calls = fakeApi({ 'GET questions/7/stats': { body: { learners: 12, right_share: null } } });
    const { container } = renderWithQuery(
      <>
        <QuestionStats questionId={7} />
        <QuestionStats questionId={8} />
      </>,
    );
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET questions/8/stats'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(container).toBeEmptyDOMElement();
  });
});
