import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from './sync.ts';

/**
 * The search documents (db/schema/search.ts) of every active question, rebuilt in one statement pair: the import
 * calls it in its transaction, so a search never sees documents of other content than the snapshot's
 * (`npm run bench -- search` times it on the real bank).
 */

/**
 * A text as the documents hold it: apostrophes dropped (the same forms as searchForm in @pdr/contract/search), a
 * comment's HTML tags and entities blanked out. The 'simple' configuration lowers the case and stems nothing: a
 * query word matches a word's beginning (`:*`), which serves Ukrainian's endings better than no dictionary.
 */
function plain(text: SQL): SQL {
  return sql`translate(regexp_replace(${text}, '<[^>]*>|&#?[a-z0-9]+;', ' ', 'gi'), '''’ʼ\`', '')`;
}

function weighted(text: SQL, weight: 'A' | 'B' | 'C'): SQL {
  return sql`setweight(to_tsvector('simple', ${plain(text)}), ${sql.raw(`'${weight}'`)})`;
}

export async function refreshSearchIndex(db: Db | Tx): Promise<void> {
  await db.execute(sql`delete from question_search`);
  // English reads fall back text by text to the Ukrainian, as the English view of a question does (decision 171).
  const text = sql.raw(`case when l.language = 'en' then coalesce(q.text_en, q.text) else q.text end`);
  const notes = sql.raw(`case when l.language = 'en' then coalesce(q.notes_en, q.notes) else q.notes end`);
  const answers = sql.raw(`case when l.language = 'en' then a.en else a.uk end`);
  await db.execute(sql`
    insert into question_search (question_id, language, document)
    select q.id, l.language,
      ${weighted(text, 'A')} || ${weighted(sql`coalesce(${answers}, '')`, 'B')} || ${weighted(notes, 'C')}
    from questions q
    cross join (values ('uk'), ('en')) as l (language)
    left join lateral (
      select string_agg(x.text, ' ') as uk, string_agg(coalesce(x.text_en, x.text), ' ') as en
      from answers x where x.question_id = q.id and x.retired_at is null
    ) a on true
    where q.retired_at is null`);
}
