import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The demo pack's English (decision 171) says each road-rule notion one way, in the British English of the Rules'
 * English edition, and writes decimals with a point: one translator's 'central reservation' beside another's
 * 'dividing strip' reads as two things to a learner.
 */
const DEMO = fileURLToPath(new URL('../../../../../content/demo', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(file);
    return entry.name.endsWith('.json') ? [file] : [];
  });
}

/** Every text inside an `en` object of the pack, with the file it is in. */
function englishTexts(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (value: unknown, english: boolean, file: string) => {
    if (typeof value === 'string') {
      if (english) found.push({ file: path.relative(DEMO, file), text: value });
    } else if (Array.isArray(value)) for (const item of value) walk(item, english, file);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, english || key === 'en', file);
  };
  for (const file of jsonFiles(DEMO)) walk(JSON.parse(readFileSync(file, 'utf8')), false, file);
  return found;
}

/** A term a translator may reach for, and the one the pack uses. */
const AVOIDED: [RegExp, string][] = [
  [/central reservation|median strip/i, 'dividing strip'],
  [/“give way to the right”/i, '“priority to the right”'],
  [/\bsidewalks?\b/i, 'pavement'],
  [/\btrucks?\b/i, 'lorry'],
  [/\bcrosswalks?\b/i, 'pedestrian crossing'],
  [/\blicen[s]e\b/i, 'licence'],
  [/traffic circle/i, 'roundabout'],
  [/parking lot/i, 'car park'],
  [/\byield(s|ing)?\b/i, 'give way'],
];

describe('the demo pack’s English', () => {
  const texts = englishTexts();

  it('is there', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('describes every picture of a question in both languages', () => {
    const undescribed = jsonFiles(path.join(DEMO, 'questions')).flatMap((file) =>
      (JSON.parse(readFileSync(file, 'utf8')) as { id: number; image?: string; image_alt?: string; en?: { image_alt?: string } }[])
        .filter((q) => q.image && (!q.image_alt || !q.en?.image_alt))
        .map((q) => q.id),
    );
    expect(undescribed).toEqual([]);
  });

  it('writes decimals with a point', () => {
    expect(texts.filter(({ text }) => /\d,\d/.test(text))).toEqual([]);
  });

  it.each(AVOIDED)('says %s as %s', (avoided) => {
    expect(texts.filter(({ text }) => avoided.test(text))).toEqual([]);
  });
});
