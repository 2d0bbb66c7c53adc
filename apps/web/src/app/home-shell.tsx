import { renderToStaticMarkup } from 'react-dom/server';
import { createPath, Route, Router, Routes, type Navigator } from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '@pdr/contract/language';
import { i18n, loadLanguage } from '@/lib/i18n.ts';
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
 * The home page as the app first shows it to a guest (no config or user yet), in `language`, as HTML: built into
 * index.html at build time (vite.config.ts, homeShell), so that a guest sees it before the JavaScript has arrived
 * (decision 117).
 */
export async function renderHomeShell(language: Language): Promise<string> {
  await loadLanguage(language);
  i18n.activate(language);
  try {
    return render();
  } finally {
    i18n.activate(DEFAULT_LANGUAGE);
  }
}

function render(): string {
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
