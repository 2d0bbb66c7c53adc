import { addCatalog } from './i18n.ts';
import { messages } from './locales/uk.po';

/** The words of lib's modules that come with the screens (scores, kinds of test, the outbox), not the first load. */
addCatalog(messages, () => import('./locales/en.po'));
