import { renderToStaticMarkup } from 'react-dom/server';
import { createPath, Route, Router, Routes, type Navigator } from 'react-router';
import { AppProvider } from './provider.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { HomeRoute } from './routes/home.tsx';

// Links as the app's hash history writes them (navigation.tsx): '/login' is '#/login'. Nothing navigates here.
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The home page as the app first shows it to a guest (no config or user yet), as HTML: built into index.html at
 * build time (vite.config.ts, homeShell), so that a guest sees it before the JavaScript has arrived (decision 117).
 */
export function renderHomeShell(): string {
  return renderToStaticMarkup(
    <AppProvider>
      <Router location="/" navigator={hashLinks}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route index element={<HomeRoute />} />
          </Route>
        </Routes>
      </Router>
    </AppProvider>,
  );
}
