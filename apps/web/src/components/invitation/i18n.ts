import { addCatalog } from '@/lib/i18n.ts';
import { messages } from './locales/uk.po';

/** The words of components/invitation/ (decision 170): with the screens that use them, not in the first load. */
addCatalog(messages, () => import('./locales/en.po'));
