import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { TariffPage } from './tariff-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('TariffPage', () => {
  it("checks the tariff with the contract's rules before it saves it, then says it is saved", async () => {
    setToken('t');
    const calls = fakeApi({
      'GET admin/tariff': { body: { price: 249, days: 90, former_price: null } },
      'GET admin/offer': { body: { offer: null } },
      'PUT admin/tariff': (body) => ({ body }),
    });
    renderWithQuery(<TariffPage />);
    const tariff = within(await screen.findByRole('region', { name: 'Тариф' }));
    const price = tariff.getByLabelText('Ціна Преміуму, грн');
    expect(price).toHaveValue('249');

    await userEvent.clear(price);
    await userEvent.click(tariff.getByRole('button', { name: 'Зберегти' }));
    expect(await tariff.findByRole('alert')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT admin/tariff')).toBe(false);

    await userEvent.type(price, '299');
    await userEvent.type(tariff.getByLabelText('Колишня ціна, грн (порожньо — немає)'), '349');
    await userEvent.click(tariff.getByRole('button', { name: 'Зберегти' }));
    expect(await tariff.findByRole('status')).toHaveTextContent('Збережено');
    expect(calls.find((c) => c.key === 'PUT admin/tariff')?.body).toEqual({
      price: 299,
      days: 90,
      former_price: 349,
    });
  });

  it('saves the free-Premium offer with its end as an ISO time', async () => {
    setToken('t');
    const calls = fakeApi({
      'GET admin/tariff': { body: { price: 249, days: 90, former_price: null } },
      'GET admin/offer': { body: { offer: null } },
      'PUT admin/offer': (body) => ({ body: { offer: body } }),
    });
    renderWithQuery(<TariffPage />);
    const offer = within(await screen.findByRole('region', { name: 'Безкоштовний Преміум' }));
    await userEvent.type(offer.getByLabelText('Заголовок'), 'Тиждень Преміуму');
    await userEvent.type(offer.getByLabelText('Текст'), 'Спробуйте всі теми безкоштовно');
    await userEvent.type(offer.getByLabelText('Діє до'), '2026-12-31T20:00');
    await userEvent.type(offer.getByLabelText('Днів Преміуму'), '7');
    await userEvent.click(offer.getByRole('button', { name: 'Зберегти пропозицію' }));
    expect(await offer.findByRole('status')).toHaveTextContent('Збережено');
    const sent = calls.find((c) => c.key === 'PUT admin/offer')?.body as { ends_at: string; days: number };
    expect(new Date(sent.ends_at).getTime()).toBe(new Date('2026-12-31T20:00').getTime());
    expect(sent.days).toBe(7);
  });
});
