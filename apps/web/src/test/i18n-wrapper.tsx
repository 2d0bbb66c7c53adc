import type { JSXElementConstructor, ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@/lib/i18n.ts';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** The app's I18nProvider around a test's own wrapper, if it has one: each render as the app has it. */
export function withI18n(Inner?: Wrapper): Wrapper {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
