import { useEffect, type FC } from 'react';
import { runtimeSheet, type RuntimeSheet } from './runtime-sheet.ts';

/**
 * react-style-singleton (the styles of react-remove-scroll, which locks the page's scroll behind Radix's dialogs and
 * menus), with the same exports and behaviour, writing into a constructed style sheet instead of a `<style>` element
 * (runtime-sheet.ts, decision 131). vite.config.ts puts this module in place of react-style-singleton.
 */

/** Styles on the page while at least one user has added them. */
export function stylesheetSingleton() {
  let users = 0;
  let sheet: RuntimeSheet | null = null;
  return {
    add(style: string) {
      if (users === 0) {
        sheet = runtimeSheet();
        sheet.replace(style);
      }
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && sheet) {
        sheet.remove();
        sheet = null;
      }
    },
  };
}

/** A hook that puts the styles on the page while its component is mounted. */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return function useStyle(styles: string, isDynamic?: boolean) {
    const key = styles && isDynamic;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the library's own list: put again only when dynamic
    }, [key]);
  };
}

/** A component that puts its `styles` on the page while mounted. */
export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
