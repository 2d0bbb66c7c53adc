import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { AppRouter, createNavigation, useBlocker, type AppRoute } from './navigation.tsx';

type Chunk = { Component: ComponentType };

function later() {
  let resolve!: (chunk: Chunk) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Chunk>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Does `step`, then lets the router's loads and updates finish inside act. */
async function settle(step: () => unknown) {
  await act(async () => {
    await step();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function show(routes: AppRoute[]) {
  const navigation = createNavigation(routes);
  await settle(() => {
    render(
      <AppRouter
        navigation={navigation}
        routes={routes}
        layout={<Outlet />}
        fallback={<p>Завантаження</p>}
        errorElement={<p>Не вдалося відкрити сторінку</p>}
      />,
    );
  });
}

const Home = () => <Link to="/next">Далі</Link>;
const Next = () => <h1>Наступна</h1>;

afterEach(() => window.history.replaceState(null, '', '#/'));

describe('the app router', () => {
  it('keeps the old screen until the next screen’s chunk is in, then moves the address', async () => {
    window.history.replaceState(null, '', '#/');
    const next = later();
    await show([
      { index: true, lazy: async () => ({ Component: Home }) },
      { path: 'next', lazy: () => next.promise },
    ]);
    await settle(() => fireEvent.click(screen.getByRole('link', { name: 'Далі' })));
    expect(screen.getByRole('link', { name: 'Далі' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');

    await settle(() => next.resolve({ Component: Next }));
    expect(screen.getByRole('heading', { name: 'Наступна' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/next');
  });

  it('shows the error screen when a chunk cannot be loaded', async () => {
    window.history.replaceState(null, '', '#/next');
    const next = later();
    await show([
      { index: true, lazy: async () => ({ Component: Home }) },
      { path: 'next', lazy: () => next.promise },
    ]);
    expect(screen.getByText('Завантаження')).toBeInTheDocument();
    await settle(() => next.reject(new Error('chunk')));
    expect(screen.getByText('Не вдалося відкрити сторінку')).toBeInTheDocument();
  });

  it('holds a navigation while the blocker asks, until the learner stays or leaves', async () => {
    window.history.replaceState(null, '', '#/');
    function Guarded() {
      const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname === '/next');
      return (
        <>
          <Home />
          <p>{blocker.state}</p>
          <button type="button" onClick={() => blocker.reset?.()}>
            Лишитися
          </button>
          <button type="button" onClick={() => blocker.proceed?.()}>
            Вийти
          </button>
        </>
      );
    }
    await show([
      { index: true, lazy: async () => ({ Component: Guarded }) },
      { path: 'next', lazy: async () => ({ Component: Next }) },
    ]);
    await settle(() => fireEvent.click(screen.getByRole('link', { name: 'Далі' })));
    expect(screen.getByText('blocked')).toBeInTheDocument();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Лишитися' })));
    expect(screen.getByText('unblocked')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');

    await settle(() => fireEvent.click(screen.getByRole('link', { name: 'Далі' })));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Вийти' })));
    expect(screen.getByRole('heading', { name: 'Наступна' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/next');
  });
});
