import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { SiteFile } from '@pdr/contract/content-pack';
import { NOTHING_CLAIMED, type SiteInfo } from '@pdr/contract/system';
import type { Db } from '../../db/client.ts';
import { siteInfo } from '../../db/schema/settings.ts';
import type { KindCounts, Tx } from './sync.ts';

/** The site_info row of a pack's site.json; absent parts are stored as absent, never filled in. */
function siteRow(file: SiteFile) {
  return {
    id: 1,
    demo: file.demo,
    officialQuestions: file.official_questions,
    seller: file.seller ?? null,
    agreementDate: file.agreement_date ?? null,
    figures: file.figures ?? [],
    contacts: file.contacts ?? {},
  };
}

/** Writes site.json into its single row; counts it as added or changed only when something differs. */
export async function syncSite(tx: Tx, file: SiteFile): Promise<KindCounts> {
  const counts: KindCounts = { added: 0, changed: 0, retired: 0 };
  const row = siteRow(file);
  const [old] = await tx.select().from(siteInfo);
  // Deep comparison: the seller and figures are JSON, whose keys PostgreSQL stores in an order of its own.
  if (old && isDeepStrictEqual(row, { ...old })) return counts;
  if (old) counts.changed = 1;
  else counts.added = 1;
  await tx.insert(siteInfo).values(row).onConflictDoUpdate({ target: siteInfo.id, set: row });
  return counts;
}

/** What the site may say about itself. Without site.json nothing is claimed: no demo notice, seller or figures. */
export async function readSiteInfo(db: Db): Promise<SiteInfo> {
  const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1));
  if (!row) return NOTHING_CLAIMED;
  return {
    demo: row.demo,
    official_questions: row.officialQuestions,
    seller: row.seller ?? null,
    agreement_date: row.agreementDate,
    figures: row.figures,
    contacts: row.contacts,
  };
}
