import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useConfig } from '@/hooks/use-config.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { TestPaymentNote } from './test-payment-note.tsx';

const config = (paymentSandbox?: boolean) => ({
  'GET config': {
    body: {
      subscription: { price: 299, days: 90 },
      users: { students: 10 },
      ...(paymentSandbox === undefined ? {} : { payment_sandbox: paymentSandbox }),
    },
  },
});

/** Shows once the config is in, so that a test can tell 'not shown' from 'not yet shown'. */
function ConfigLoaded() {
  return useConfig().isSuccess ? <p>Налаштування отримано</p> : null;
}

afterEach(() => vi.unstubAllGlobals());

describe('TestPaymentNote', () => {
  it('says no money is taken while the server pays in its sandbox', async () => {
    fakeApi(config(true));
    renderWithQuery(<TestPaymentNote />);
    expect(await screen.findByRole('note')).toHaveTextContent('Тестова оплата: гроші не списуються');
  });

  it.each([
    ['real payments', false],
    ['an older server that does not say', undefined],
  ])('says nothing with %s', async (_case, paymentSandbox) => {
    fakeApi(config(paymentSandbox));
    renderWithQuery(
      <>
        <TestPaymentNote />
        <ConfigLoaded />
      </>,
    );
    expect(await screen.findByText('Налаштування отримано')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
