import { z } from 'zod';
import { LANGUAGES, localized, type Language } from './language.ts';

/**
 * A learner's own settings (`GET/PUT /api/user/settings`): kept on the account so that a new device starts with
 * them. The device keeps a guest's choices itself.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export const TEXT_SIZES = ['normal', 'large', 'largest'] as const;

export type Theme = (typeof THEMES)[number];
export type TextSize = (typeof TEXT_SIZES)[number];

export const settingsMessages = localized({
  uk: {
    theme: 'Тема має бути light, dark або system',
    textSize: 'Розмір тексту має бути normal, large або largest',
    readAloudAuto: 'Має бути true або false',
    language: 'Мова має бути uk або en',
    empty: 'Вкажіть хоча б одне налаштування',
  },
  en: {
    theme: 'The theme must be light, dark or system',
    textSize: 'The text size must be normal, large or largest',
    readAloudAuto: 'Must be true or false',
    language: 'The language must be uk or en',
    empty: 'Name at least one setting',
  },
});

export interface UserSettings {
  theme: Theme;
  text_size: TextSize;
  read_aloud_auto: boolean;
  language: Language;
}

/** What an account has before the learner changes anything: the device's theme, normal text, Ukrainian. */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  theme: 'system',
  text_size: 'normal',
  read_aloud_auto: false,
  language: 'uk',
};

const themeSchema = z.enum(THEMES, { error: () => settingsMessages.theme });
const textSizeSchema = z.enum(TEXT_SIZES, { error: () => settingsMessages.textSize });
const readAloudAutoSchema = z.boolean({ error: () => settingsMessages.readAloudAuto });
const languageSchema = z.enum(LANGUAGES, { error: () => settingsMessages.language });

export const userSettingsSchema = z
  .object({
    theme: themeSchema,
    text_size: textSizeSchema,
    read_aloud_auto: readAloudAutoSchema,
    language: languageSchema,
  })
  .meta({ id: 'UserSettings' });

/** Any of the settings, at least one: each screen changes its own and leaves the others as they are. */
export const userSettingsBodySchema = z
  .object({
    theme: themeSchema.optional(),
    text_size: textSizeSchema.optional(),
    read_aloud_auto: readAloudAutoSchema.optional(),
    language: languageSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: () => settingsMessages.empty,
  })
  .meta({ id: 'UserSettingsChange' });
export type UserSettingsChange = z.infer<typeof userSettingsBodySchema>;
