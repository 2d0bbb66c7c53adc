import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from './sync.ts';

/**
 * The search documents (db/schema/search.ts) of every active question, rebuilt at once: the import calls it in
 * its transaction, so a search never sees documents of other content than the snapshot's (`npm run bench --
 * search` times it on the real bank).
 */

/**
 * The texts as the documents hold them: apostrophes dropped (the forms searchForm drops, in
 * @pdr/contract/search-words), a comment's HTML tags and entities blanked out. The 'simple' configuration lowers
 * the case and stems nothing: a query word matches a word's beginning (`:*`), which serves Ukrainian's endings
 * better than no dictionary. English reads fall back text by text to the Ukrainian, as the English view does
 * (decision 171). Migration 0025 fills the table with the same statement.
 */
const TEXTS = sql.raw(`
  select q.id, l.language,
    row_number() over (partition by l.language order by t.number, t.id, q.position, q.id)::integer as bank_order,
    q.categories as question_categories, t.categories as theme_categories,
    translate(case when l.language = 'en' then coalesce(q.text_en, q.text) else q.text end, '''’ʼ\`', '') as text,
    translate(coalesce(case when l.language = 'en' then a.en else a.uk end, ''), '''’ʼ\`', '') as answers,
    translate(regexp_replace(case when l.language = 'en' then coalesce(q.notes_en, q.notes) else q.notes end,
      '<[^>]*>|&#?[a-z0-9]+;', ' ', 'gi'), '''’ʼ\`', '') as notes
  from questions q
  join themes t on t.id = q.theme_id
  cross join (values ('uk'), ('en')) as l (language)
  left join lateral (
    select string_agg(x.text, ' ') as uk, string_agg(coalesce(x.text_en, x.text), ' ') as en
    from answers x where x.question_id = q.id and x.retired_at is null
  ) a on true
  where q.retired_at is null and t.retired_at is null`);

export async function refreshSearchIndex(db: Db | Tx): Promise<void> {
  // Truncated, not deleted: PGlite has no autovacuum, and each import's dead rows stayed for every later search
  // to read (five rebuilds made a search of the real bank cost 4.5 ms instead of 0.8). Searches wait for the
  // import's commit meanwhile; it comes soon after.
  await db.execute(sql`truncate question_search`);
  await db.execute(sql`
    with texts as (${TEXTS})
    insert into question_search (question_id, language, bank_order, question_categories, theme_categories, document, title, answers)
    select id, language, bank_order, question_categories, theme_categories,
      setweight(to_tsvector('simple', text), 'A') || setweight(to_tsvector('simple', answers), 'B')
        || setweight(to_tsvector('simple', notes), 'C'),
      to_tsvector('simple', text), to_tsvector('simple', answers)
    from texts`);
  // The planner's figures for the new rows (PGlite has no autovacuum): without them it scans every document.
  await db.execute(sql`analyze question_search`);
}
