import { addCatalog } from '@/lib/i18n.ts';
import { messages } from './locales/uk.po';

/** The words of the home page's later parts, the 'why us' slider and the feedback form: loaded with them. */
addCatalog(messages, () => import('./locales/en.po'));
