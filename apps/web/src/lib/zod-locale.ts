import { z } from 'zod';
import { i18n } from './i18n.ts';

// zod's own messages (those the contract does not set) in the interface's language, chosen when a check fails.
// Imported by the modules that check a form with zod, so the first page, which has no such form, does not load zod
// (decision 115).
const uk = z.locales.uk().localeError;
const en = z.locales.en().localeError;
z.config({ localeError: (issue) => (i18n.locale === 'en' ? en : uk)?.(issue) });
