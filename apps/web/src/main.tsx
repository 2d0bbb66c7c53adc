import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { captureCodeParam } from './features/home/hooks/code-param.ts';
import { holdRequests } from './lib/first-paint.ts';
import { startI18n } from './lib/i18n.ts';
import { sessionStore } from './lib/storage.ts';
import './styles/global.css';

// The first screen paints from what the device has; its requests go once it has (lib/first-paint.ts).
holdRequests();
// Before the router reads the address: a group code from a teacher's link, whatever screen the link opens.
captureCodeParam((code) => sessionStore.set('codeParam', code));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// At once in Ukrainian; in English once its catalogs are in, so the first screen paints in one language.
void startI18n()
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
