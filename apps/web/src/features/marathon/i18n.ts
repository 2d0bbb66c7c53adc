import { addCatalog } from '@/lib/i18n.ts';
import { messages } from './locales/uk.po';

/** The marathon's words (decision 170): Ukrainian with its code, English when chosen. */
addCatalog(messages, () => import('./locales/en.po'));
