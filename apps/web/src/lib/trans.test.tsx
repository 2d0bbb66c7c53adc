import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { i18n, switchLanguage } from './i18n.ts';
import { Trans } from './trans.tsx';

afterEach(async () => {
  await act(() => switchLanguage('uk'));
});

describe('Trans', () => {
  it('puts a tag’s words into its element and an element value in its place, in either language', async () => {
    i18n.load('uk', { 'test.rich': 'Прочитайте <0>угоду</0>, код надіслано на {number} о {time}' });
    i18n.load('en', { 'test.rich': 'Read the <0>agreement</0>, the code went to {number} at {time}' });
    const view = render(
      <p>
        <Trans
          id="test.rich"
          values={{ number: '+380 67 000 00 01', time: <strong>12:30</strong> }}
          components={{ 0: <em /> }}
        />
      </p>,
    );
    expect(view.container.innerHTML).toBe(
      '<p>Прочитайте <em>угоду</em>, код надіслано на +380 67 000 00 01 о <strong>12:30</strong></p>',
    );
    await act(() => switchLanguage('en'));
    expect(view.container.innerHTML).toBe(
      '<p>Read the <em>agreement</em>, the code went to +380 67 000 00 01 at <strong>12:30</strong></p>',
    );
  });
});
