import { addCatalog } from '@/lib/i18n.ts';
import { messages } from './locales/uk.po';

/** The static pages' words (decision 170): Ukrainian with their code, English when chosen. */
addCatalog(messages, () => import('./locales/en.po'));
