import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { currentBrand } from '@/config/brand.ts';
import { catalogsLoaded } from '@/lib/i18n.ts';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps the document title, description and share tags in step with the screen and the host's brand. */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const language = i18n.locale;
  useEffect(() => {
    let current = true;
    void import('../titles/titles.ts')
      .then(async (titles) => {
        await catalogsLoaded();
        if (current) show(titles.describeScreen(pathname));
      })
      // Without the titles' chunk (no connection) the document keeps the title it has.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, language]);
}

function show({ title: screenTitle, description }: { title: string; description: string }): void {
  const brand = currentBrand();
  const title = `${screenTitle} — ${brand.siteName}`;
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:site_name', brand.siteName);
  setMeta('property', 'og:image', new URL(brand.ogImage, window.location.origin).href);
}
