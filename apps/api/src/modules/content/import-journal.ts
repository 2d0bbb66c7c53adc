import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/settings.ts';
import { audit } from '../admin/audit.ts';
import type { KindCounts } from './sync.ts';

/** The content version every content write bumps (learners' caches follow it). */
export async function contentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ v: settings.contentVersion }).from(settings).where(eq(settings.id, 1));
  return Number(row?.v ?? 0);
}

/**
 * The journal's row of a pack import, the console's or the command line's (operatorId null): the content version
 * before and after and, by kind, what was added, changed and retired. Gives the version after.
 */
export async function journalImport(
  db: Db,
  operatorId: number | null,
  pack: { name: string; version: string } | null,
  counts: ReadonlyArray<KindCounts & { kind: string }>,
  before: number,
): Promise<number> {
  const after = await contentVersion(db);
  const changed = Object.fromEntries(
    counts
      .filter((c) => c.added + c.changed + c.retired > 0)
      .map((c) => [c.kind, { added: c.added, changed: c.changed, retired: c.retired }]),
  );
  await audit(
    db,
    operatorId,
    'Зміст: імпорт пакета',
    pack ? `${pack.name} ${pack.version}` : 'пакет змісту',
    { content_version: before },
    { content_version: after, pack, counts: changed },
  );
  return after;
}
