import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render.tsx';
import {
  pwaUpdate,
  registerServiceWorker,
  resetPwaUpdate,
  UPDATE_CHECK_MS,
  type RegisterOptions,
} from './pwa-register.ts';
import UpdatePrompt, { isBusyPath } from './update-prompt.tsx';

type RegisterSW =
  NonNullable<RegisterOptions['load']> extends () => Promise<{ registerSW: infer R }> ? R : never;
type SWOptions = NonNullable<Parameters<RegisterSW>[0]>;

/** vite-plugin-pwa's registerSW, faked: keeps the options it was given and returns the update function. */
function fakeRegistration() {
  const update = vi.fn(async (_reload?: boolean) => undefined);
  let options: SWOptions = {};
  const registerSW = vi.fn((given?: SWOptions) => {
    options = given ?? {};
    return update;
  });
  const start = async () => {
    registerServiceWorker({ load: async () => ({ registerSW }), idle: (task) => task() });
    await act(async () => {
      await Promise.resolve();
    });
  };
  return { update, registerSW, start, options: () => options };
}

async function showAt(path: string) {
  const { router } = await renderRoutes(
    [
      { path: '/test', element: <UpdatePrompt /> },
      { path: '*', element: <UpdatePrompt /> },
    ],
    path,
  );
  return router;
}

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  resetPwaUpdate();
  vi.useRealTimers();
});

describe('the update prompt', () => {
  it('shows nothing until a new version waits, then offers it; Оновити activates it and reloads', async () => {
    const sw = fakeRegistration();
    await showAt('/');
    await sw.start();
    expect(sw.registerSW).toHaveBeenCalledWith(expect.objectContaining({ immediate: true }));
    expect(screen.queryByText('Доступна нова версія')).not.toBeInTheDocument();

    act(() => sw.options().onNeedRefresh?.());
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveTextContent('Доступна нова версія');
    await userEvent.click(screen.getByRole('button', { name: 'Оновити' }));
    expect(sw.update).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Оновлення…' })).toBeDisabled();
  });

  it('is reached and pressed with the keyboard', async () => {
    const sw = fakeRegistration();
    await showAt('/learn');
    await sw.start();
    act(() => sw.options().onNeedRefresh?.());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Оновити' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(sw.update).toHaveBeenCalledOnce();
  });

  it('waits while a test or the exam runs and shows once the learner leaves it', async () => {
    const sw = fakeRegistration();
    const router = await showAt('/test');
    await sw.start();
    act(() => sw.options().onNeedRefresh?.());
    expect(pwaUpdate.waiting()).toBe(true);
    expect(screen.queryByText('Доступна нова версія')).not.toBeInTheDocument();
    await act(() => router.navigate('/result'));
    expect(screen.getByText('Доступна нова версія')).toBeInTheDocument();
    expect(sw.update).not.toHaveBeenCalled();
  });

  it('Пізніше hides the offer without reloading', async () => {
    const sw = fakeRegistration();
    await showAt('/');
    await sw.start();
    act(() => sw.options().onNeedRefresh?.());
    await userEvent.click(screen.getByRole('button', { name: 'Пізніше' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sw.update).not.toHaveBeenCalled();
  });

  it('knows the busy screens', () => {
    expect(isBusyPath('/test')).toBe(true);
    expect(isBusyPath('/test/')).toBe(true);
    expect(isBusyPath('/repetition')).toBe(true);
    expect(isBusyPath('/')).toBe(false);
    expect(isBusyPath('/learn')).toBe(false);
  });
});

describe('the service worker registration', () => {
  it('waits for the page to load and the browser to idle', async () => {
    const sw = fakeRegistration();
    const idle = vi.fn();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorker({ load: async () => ({ registerSW: sw.registerSW }), idle });
    expect(idle).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledOnce();
    expect(sw.registerSW).not.toHaveBeenCalled();
  });

  it('asks for a new version every hour, not while offline', async () => {
    vi.useFakeTimers();
    const sw = fakeRegistration();
    await sw.start();
    const registration = { installing: null, update: vi.fn(async () => undefined) };
    sw.options().onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledOnce();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledOnce();
    online.mockReturnValue(true);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('does nothing in a browser without service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const idle = vi.fn();
    registerServiceWorker({ idle });
    expect(idle).not.toHaveBeenCalled();
  });
});
