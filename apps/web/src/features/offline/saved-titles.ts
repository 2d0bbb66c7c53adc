import { currentUserId, savedThemes } from '@/lib/offline-store.ts';

/** The titles of the themes kept on the device, for the map with no network. */
export async function savedThemeTitles(): Promise<string[]> {
  const user = currentUserId();
  if (user === null) return [];
  const list = await savedThemes(user).catch(() => []);
  return list.map((t) => t.title);
}
