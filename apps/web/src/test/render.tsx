import { type ComponentType, type ReactElement, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, type Location, type To } from 'react-router';
import { AppRouter, createNavigation, type AppRoute, type Navigation } from '@/app/navigation.tsx';

/** A fresh query client that reports a failed request at once instead of retrying it. */
function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders the given content inside a query client, a fresh one unless given (for components that need no router). */
export function renderWithQuery(ui: ReactNode, queryClient = testQueryClient()) {
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, queryClient };
}

/**
 * A test's screen at its address ('/' is the index screen, '*' any other): what it shows, or its chunk as the app
 * has it (an AppRoute, for a test that says when the chunk comes: chunkLater).
 */
export type TestRoute = { path: string; element: ReactNode } | AppRoute;

/** The router's side of a test: where the app is, and a way to move it, as React Router's data router had them. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  /** Resolves once the navigation is over: the next screen on show, or the navigation held by a blocker. */
  navigate: (to: To, options?: { replace?: boolean; state?: unknown }) => Promise<void>;
}

function appRoute(route: TestRoute): AppRoute {
  if (!('element' in route)) return route;
  const { element } = route;
  const Screen = () => element;
  const lazy = async () => ({ Component: Screen });
  const path = route.path.replace(/^\//, '');
  return path === '' ? { index: true, lazy } : { path, lazy };
}

/** Resolves once `done` holds of the navigation's state: at once if it does now, else at the change that makes it. */
function until(navigation: Navigation, done: (state: Navigation['state']) => boolean) {
  return new Promise<void>((resolve) => {
    if (done(navigation.state)) return resolve();
    const stop = navigation.subscribe((state) => {
      if (!done(state)) return;
      stop();
      resolve();
    }, navigation.state);
  });
}

function testRouter(navigation: Navigation): TestRouter {
  return {
    get state() {
      return { location: navigation.state.location };
    },
    navigate(to, { replace = false, state } = {}) {
      const { location, blocker } = navigation.state;
      const over = until(navigation, (next) => next.location !== location || next.blocker !== blocker);
      if (replace) navigation.navigator.replace(to, state);
      else navigation.navigator.push(to, state);
      return over;
    },
  };
}

interface RenderOptions {
  /** Around every screen, rendering an Outlet for it, as the app's RootLayout does; an Outlet alone unless given. */
  layout?: ReactNode;
  /** A query client the test has filled; a fresh one unless given. */
  queryClient?: QueryClient;
}

/**
 * Renders these routes in the app's own router (app/navigation.tsx) on jsdom's address, opened at `#path`, inside
 * a query client. As in the app, each screen's chunk is loaded before the address moves to it, the screen on show
 * staying until then; links are '#/…'; useBlocker and ScrollRestoration are the app's. Resolves once the first
 * screen is on show (its chunk must come).
 */
export async function renderRoutes(
  routes: TestRoute[],
  path = '/',
  { layout = <Outlet />, queryClient }: RenderOptions = {},
) {
  window.history.replaceState(null, '', `#${path}`);
  const appRoutes = routes.map(appRoute);
  const navigation = createNavigation(appRoutes);
  let view!: ReturnType<typeof renderWithQuery>;
  // The first render comes once the first screen's chunk is in: the screen shows at once, not a fallback first.
  await act(async () => {
    view = renderWithQuery(
      <AppRouter
        navigation={navigation}
        routes={appRoutes}
        layout={layout}
        fallback={<p>Завантаження</p>}
        errorElement={<p>Не вдалося відкрити сторінку</p>}
      />,
      queryClient,
    );
    await until(navigation, (state) => state.ready);
  });
  return { ...view, router: testRouter(navigation) };
}

/** Renders one screen at `path`; every other route shows 'Інша сторінка'. Resolves once it is on show. */
export function renderWithApp(element: ReactElement, path: string, options?: RenderOptions) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>Інша сторінка</p> },
    ],
    path,
    options,
  );
}

/** A screen's chunk that comes in when the test says so; `asked` once the router has asked for it. */
export function chunkLater() {
  let resolve!: (chunk: { Component: ComponentType }) => void;
  const promise = new Promise<{ Component: ComponentType }>((res) => (resolve = res));
  const chunk = {
    asked: false,
    lazy: () => {
      chunk.asked = true;
      return promise;
    },
    resolve,
  };
  return chunk;
}
