import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionStore } from '@/lib/storage.ts';
import { readCodeFromUrl } from './code-param.ts';

/**
 * Keeps a group code that came in the address (`?code=`) in session storage as codeParam, for the registration
 * form, and removes it from the address so that it is not shared or bookmarked along with the page.
 */
export function useCodeParam(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const found = readCodeFromUrl(window.location.search, window.location.hash);
    const hadCode = /[?&]code=/.test(window.location.search) || /[?&]code=/.test(window.location.hash);
    if (!hadCode) return;
    if (found.code) sessionStore.set('codeParam', found.code);
    if (window.location.search !== found.search) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${found.search}${window.location.hash}`,
      );
    }
    const currentHashPath = `${location.pathname}${location.search}`;
    if (currentHashPath !== found.hashPath) void navigate(found.hashPath, { replace: true });
  }, [location.pathname, location.search, navigate]);
}
