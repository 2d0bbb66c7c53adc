import { eq, sql } from 'drizzle-orm';
import { isLanguage } from '@pdr/contract/language';
import {
  DEFAULT_USER_SETTINGS,
  userSettingsSchema,
  type UserSettings,
  type UserSettingsChange,
} from '@pdr/contract/settings';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { userSettings } from '../../db/schema/user-settings.ts';

type Row = typeof userSettings.$inferSelect;

/** The account as the session found it: its id and language. */
interface Account {
  id: number;
  language: string;
}

function toSettings(row: Row | undefined, language: string): UserSettings {
  return userSettingsSchema.parse({
    theme: row?.theme ?? DEFAULT_USER_SETTINGS.theme,
    text_size: row?.textSize ?? DEFAULT_USER_SETTINGS.text_size,
    read_aloud_auto: row?.readAloudAuto ?? DEFAULT_USER_SETTINGS.read_aloud_auto,
    language: isLanguage(language) ? language : DEFAULT_USER_SETTINGS.language,
  });
}

/** The learner's settings, the defaults until their first change. */
export async function readSettings(db: Db, account: Account): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, account.id));
  return toSettings(row, account.language);
}

/** Writes the settings the change names, keeps the others, and answers with all of them. */
export async function changeSettings(
  db: Db,
  account: Account,
  change: UserSettingsChange,
): Promise<UserSettings> {
  const { language, ...rest } = change;
  const given = { theme: rest.theme, textSize: rest.text_size, readAloudAuto: rest.read_aloud_auto };
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const defaults = {
    theme: DEFAULT_USER_SETTINGS.theme,
    textSize: DEFAULT_USER_SETTINGS.text_size,
    readAloudAuto: DEFAULT_USER_SETTINGS.read_aloud_auto,
  };
  return db.transaction(async (tx) => {
    if (language !== undefined) await tx.update(users).set({ language }).where(eq(users.id, account.id));
    const [row] =
      Object.keys(set).length > 0
        ? await tx
            .insert(userSettings)
            .values({ userId: account.id, ...defaults, ...set })
            .onConflictDoUpdate({ target: userSettings.userId, set: { ...set, updatedAt: sql`now()` } })
            .returning()
        : await tx.select().from(userSettings).where(eq(userSettings.userId, account.id));
    return toSettings(row, language ?? account.language);
  });
}
