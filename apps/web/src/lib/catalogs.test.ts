import { describe, expect, it } from 'vitest';
import { formatter } from '@lingui/format-po';

/**
 * The interface's catalogs (decision 170), read as files: each folder's `uk.po` and `en.po` have the same ids, each
 * with a text; a plural has each form of its language; a feature's ids start with its name; every id is used by
 * the sources of its folder's scope, and every id the sources ask for by `_('…')` is in a catalog.
 */
const files = import.meta.glob<string>('/src/**/locales/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const po = formatter({ explicitIdAsDefault: true, origins: false });

async function read(file: string): Promise<Map<string, string>> {
  const text = files[file];
  if (text === undefined) throw new Error(`${file} is missing`);
  const locale = file.endsWith('/en.po') ? 'en' : 'uk';
  const catalog = await po.parse(text, { locale, sourceLocale: 'uk', filename: file });
  return new Map(Object.entries(catalog).map(([id, entry]) => [id, entry.translation ?? '']));
}

const folders = [...new Set(Object.keys(files).map((file) => file.replace(/\/[^/]+\.po$/, '')))].sort();

/** The sources whose words a folder's catalog holds: a feature's own, the titles', the rest for the shell's. */
function scopeOf(folder: string): string {
  return folder.replace(/(\/later)?\/locales$/, '');
}
const scoped = (folder: string) =>
  Object.entries(sources).filter(([path]) => path.startsWith(`${scopeOf(folder)}/`));

/** 'exam' for src/features/exam/locales, 'test' for src/components/test/locales; null where any id goes (the shell's). */
function prefixOf(folder: string): string | null {
  const own = /^\/src\/(?:features|components)\/([^/]+)(?:\/later)?\/locales$/.exec(folder)?.[1];
  if (own) return own;
  if (folder === '/src/app/routes/locales') return 'routes';
  if (folder === '/src/lib/locales') return 'lib';
  return folder === '/src/app/titles/locales' ? 'title' : null;
}

const PLURAL_FORMS = { uk: ['one', 'few', 'many', 'other'], en: ['one', 'other'] };

/** The forms of each `{n, plural, …}` in a message: 'one few many other'. */
function pluralForms(message: string): string[][] {
  const found: string[][] = [];
  for (const match of message.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)) {
    let depth = 1;
    let i = (match.index ?? 0) + match[0].length;
    const forms: string[] = [];
    let word = '';
    for (; i < message.length && depth > 0; i++) {
      const c = message[i];
      if (c === '{') {
        if (depth === 1 && word.trim()) forms.push(word.trim());
        depth++;
        word = '';
      } else if (c === '}') depth--;
      else if (depth === 1) word += c;
    }
    found.push(forms);
  }
  return found;
}

describe('the interface’s catalogs', () => {
  it('are found', () => {
    expect(folders).toContain('/src/locales');
    expect(folders.length).toBeGreaterThan(1);
  });

  it.each(folders)('%s: the same ids in Ukrainian and English, each with a text', async (folder) => {
    const uk = await read(`${folder}/uk.po`);
    const en = await read(`${folder}/en.po`);
    expect([...en.keys()].sort()).toEqual([...uk.keys()].sort());
    for (const [id, text] of [...uk, ...en]) expect(text.trim(), id).not.toBe('');
  });

  it.each(folders)('%s: a plural has every form of its language, the same figure in both', async (folder) => {
    for (const language of ['uk', 'en'] as const) {
      for (const [id, text] of await read(`${folder}/${language}.po`)) {
        for (const forms of pluralForms(text))
          expect(forms, `${language} ${id}`).toEqual(PLURAL_FORMS[language]);
      }
    }
    const uk = await read(`${folder}/uk.po`);
    const en = await read(`${folder}/en.po`);
    const figures = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const [id, text] of uk)
      expect(new Set(figures(en.get(id) ?? '')), id).toEqual(new Set(figures(text)));
  });

  // A count with its noun written after it by hand is how '0 з 2 питання' and 'за 1 днів' came about (decision
  // 143): a noun after a figure takes its form from a plural.
  it.each(folders)('%s: a noun after a figure comes from a plural', async (folder) => {
    const HAND_MADE = {
      uk: /\{\w+\}\s*(днів|дні|день|питань|питання|уроків|уроки|тем|теми|помилок|помилки|учнів|учні|іспитів|іспити|хвилин|годин|секунд)(?![\p{L}])/u,
      en: /\{\w+\}\s*(days?|questions?|lessons?|themes?|mistakes?|pupils?|exams?|minutes?|hours?|seconds?)\b/,
    };
    for (const language of ['uk', 'en'] as const)
      for (const [id, text] of await read(`${folder}/${language}.po`))
        expect(HAND_MADE[language].test(text), `${language} ${id}: ${text}`).toBe(false);
  });

  it.each(folders)('%s: ids named for the feature, each used by its sources', async (folder) => {
    const ids = [...(await read(`${folder}/uk.po`)).keys()];
    const prefix = prefixOf(folder);
    if (prefix) for (const id of ids) expect(id.startsWith(`${prefix}.`), id).toBe(true);
    const text = scoped(folder)
      .map(([, source]) => source)
      .join('\n');
    const unused = ids.filter((id) => !text.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it('has every id the sources ask for', async () => {
    const known = new Set<string>();
    for (const folder of folders) for (const id of (await read(`${folder}/uk.po`)).keys()) known.add(id);
    const asked = Object.entries(sources).flatMap(([path, source]) =>
      [...source.matchAll(/\b_\(\s*'([^']+)'/g)].map((m) => `${path}: ${m[1]}`),
    );
    expect(asked.length).toBeGreaterThan(20);
    expect(asked.filter((entry) => !known.has(entry.split(': ')[1] ?? ''))).toEqual([]);
  });
});
