import { use, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** A fresh query client that reports a failed request at once instead of retrying it. */
function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders the given content inside a fresh query client (for components that need no router). */
export function renderWithQuery(ui: ReactNode) {
  const queryClient = testQueryClient();
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, queryClient };
}

/** Renders these routes in a memory router opened at `path`, inside a fresh query client. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithQuery(<RouterProvider router={router} />);
  return { ...view, router };
}

/** Renders one screen at `path`; every other route shows 'Інша сторінка'. */
export function renderWithApp(element: ReactElement, path: string) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>Інша сторінка</p> },
    ],
    path,
  );
}

const never = new Promise<never>(() => undefined);

/** A screen whose code never loads: React keeps the previous screen on show, as it does while a route's chunk loads. */
export function NeverLoads(): null {
  use(never);
  return null;
}
