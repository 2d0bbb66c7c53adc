import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outboxOf } from '@/lib/offline-store.ts';
import { forgetDevice, signInOnDevice } from '@/test/device-learner.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { FavouriteStar } from './favourite-star.tsx';

afterEach(forgetDevice);

const state = (favourite: boolean, count: number) => ({
  body: { question_id: 7, favourite, count },
});

describe('FavouriteStar', () => {
  it('shows nothing to a guest', () => {
    const calls = fakeApi({});
    renderWithQuery(<FavouriteStar questionId={7} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('stars and unstars the question, and says so to a screen reader', async () => {
    await signInOnDevice();
    const calls = fakeApi({
      'GET favourites/ids': { body: { question_ids: [3] } },
      'PUT favourites/7': state(true, 2),
      'DELETE favourites/7': state(false, 1),
    });
    renderWithQuery(<FavouriteStar questionId={7} />);
    const add = await screen.findByRole('button', { name: 'Додати в обрані' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    const remove = await screen.findByRole('button', { name: 'Прибрати з обраних' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Питання додано в обрані');
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('PUT favourites/7'));
    await userEvent.click(remove);
    expect(await screen.findByRole('button', { name: 'Додати в обрані' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Питання прибрано з обраних');
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('DELETE favourites/7'));
  });

  it('keeps a star pressed before the starred ids have come', async () => {
    await signInOnDevice();
    let release: (r: Response) => void = () => undefined;
    const ids = new Promise<Response>((resolve) => (release = resolve));
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        String(url).includes('favourites/ids')
          ? ids
          : Promise.resolve(json({ question_id: 7, favourite: true, count: 2 })),
      ),
    );
    renderWithQuery(<FavouriteStar questionId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Додати в обрані' }));
    expect(await screen.findByRole('button', { name: 'Прибрати з обраних' })).toBeInTheDocument();
    release(json({ question_ids: [3] }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'Прибрати з обраних' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('puts the star back and says why when the server refuses it', async () => {
    await signInOnDevice();
    fakeApi({
      'GET favourites/ids': { body: { question_ids: [] } },
      'PUT favourites/7': { status: 422, body: { message: 'В обраних може бути до 1000 питань' } },
    });
    renderWithQuery(<FavouriteStar questionId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Додати в обрані' }));
    expect(await screen.findByRole('button', { name: 'Додати в обрані' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await outboxOf(5)).toEqual([]);
  });

  it('keeps a star made with no network in the outbox, only the last change of the question', async () => {
    await signInOnDevice();
    const calls = fakeApi({ 'GET favourites/ids': { body: { question_ids: [] } } });
    renderWithQuery(<FavouriteStar questionId={7} />);
    const add = await screen.findByRole('button', { name: 'Додати в обрані' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.click(add);
    await userEvent.click(await screen.findByRole('button', { name: 'Прибрати з обраних' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Додати в обрані' }));
    await waitFor(async () =>
      expect(await outboxOf(5)).toMatchObject([
        { id: 'favourite:7', kind: 'favourite', method: 'PUT', path: 'favourites/7' },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Прибрати з обраних' })).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(['GET favourites/ids']);
  });
});
