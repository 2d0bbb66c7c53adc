import { addCatalog } from '@/lib/i18n.ts';
import { messages } from './locales/uk.po';

/** The offline words (the outbox's badge, saving a theme, the new version's offer; decision 170). */
addCatalog(messages, () => import('./locales/en.po'));
