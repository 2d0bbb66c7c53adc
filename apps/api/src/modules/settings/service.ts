import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_USER_SETTINGS,
  userSettingsSchema,
  type UserSettings,
  type UserSettingsChange,
} from '@pdr/contract/settings';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/user-settings.ts';

type Row = typeof userSettings.$inferSelect;

function toSettings(row: Row | undefined): UserSettings {
  if (!row) return DEFAULT_USER_SETTINGS;
  return userSettingsSchema.parse({
    theme: row.theme,
    text_size: row.textSize,
    read_aloud_auto: row.readAloudAuto,
    language: row.language,
  });
}

/** The learner's settings, the defaults until their first change. */
export async function readSettings(db: Db, userId: number): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return toSettings(row);
}

/** Writes the settings the change names, keeps the others, and answers with all of them: one statement. */
export async function changeSettings(
  db: Db,
  userId: number,
  change: UserSettingsChange,
): Promise<UserSettings> {
  const given = {
    theme: change.theme,
    textSize: change.text_size,
    readAloudAuto: change.read_aloud_auto,
    language: change.language,
  };
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const [row] = await db
    .insert(userSettings)
    .values({
      userId,
      theme: change.theme ?? DEFAULT_USER_SETTINGS.theme,
      textSize: change.text_size ?? DEFAULT_USER_SETTINGS.text_size,
      readAloudAuto: change.read_aloud_auto ?? DEFAULT_USER_SETTINGS.read_aloud_auto,
      language: change.language ?? DEFAULT_USER_SETTINGS.language,
    })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return toSettings(row);
}
