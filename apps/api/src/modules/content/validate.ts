import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  freePremiumFileSchema,
  siteFileSchema,
  packManifestSchema,
  packQuestionSchema,
  packTheorySchema,
  packThemeSchema,
  pagesFileSchema,
  type FreePremiumFile,
  type SiteFile,
  type PackManifest,
  type PackQuestion,
  type PackTheme,
  type PackTheory,
  type PagesFile,
} from '@pdr/contract/content-pack';
import { THEME_MAX_QUESTIONS } from '@pdr/contract/constants';
import { listFiles, parseItems, Problems, readJson, type PathSegment, type Problem } from './pack-files.ts';
import { detectImageType, extensionMatches, inspectHtml, inspectSvg, type ImageType } from './safety.ts';
import { IMAGE_KINDS, storedImageName, type ImageKind } from './storage.ts';

z.config(z.locales.uk());

export interface PackImage {
  kind: ImageKind;
  file: string;
  type: ImageType;
  bytes: Buffer;
  /** Name in the app's storage, carrying a hash of the content. */
  stored: string;
}

export interface PackQuestionEntry extends PackQuestion {
  /** 1-based place in its theme, in the order of the files. */
  position: number;
}

export interface LoadedPack {
  manifest?: PackManifest;
  themes: PackTheme[];
  questions: PackQuestionEntry[];
  /** Absent when the pack has no theories.json: the theories in the database are then left as they are. */
  theories?: PackTheory[];
  pages?: PagesFile;
  freePremium?: FreePremiumFile;
  /** Absent when the pack has no site.json: what the site says about itself is then left as it is. */
  site?: SiteFile;
  images: Record<ImageKind, Map<string, PackImage>>;
}

export interface ValidationResult {
  pack: LoadedPack;
  problems: Problem[];
  errorCount: number;
}

const THEORY_IMG_SRC = /^images\/theory\/([^/]+)$/;

const MISSING_PAGES =
  'файлу немає: імпорт залишить угоду користувача і сторінку «Про нас», що вже є в базі; у новій базі їх не буде';
const MISSING_SITE =
  'файлу немає: імпорт залишить відомості про сайт, що вже є в базі; у новій базі сайт не скаже про себе нічого ' +
  '(ні «демо», ні офіційного банку, ні продавця)';

/** Reads a pack folder and checks everything in it; reports every problem it finds, not only the first. */
export async function validatePack(dir: string): Promise<ValidationResult> {
  const problems = new Problems();
  const { images, rejected } = await loadImages(dir, problems);
  const pack: LoadedPack = { themes: [], questions: [], images };

  const manifest = packManifestSchema.safeParse(await readJson(dir, 'pack.json', problems));
  if (manifest.success) pack.manifest = manifest.data;
  else if (problems.list.every((p) => p.file !== 'pack.json')) problems.zod('pack.json', [], manifest.error);

  const usedImages: Record<ImageKind, Set<string>> = { question: new Set(), theory: new Set() };
  const checkHtml = (file: string, at: PathSegment[], html: string, options: { required?: boolean } = {}) => {
    const found = inspectHtml(html);
    for (const message of found.errors) problems.error(file, at, `небезпечний HTML: ${message}`);
    for (const message of found.warnings) problems.warning(file, at, message);
    if (options.required && !found.text && found.imageSources.length === 0) {
      problems.error(file, at, 'порожній текст (лише розмітка без змісту)');
    }
    return found;
  };
  const checkImage = (file: string, at: PathSegment[], kind: ImageKind, name: string) => {
    if (images[kind].has(name)) usedImages[kind].add(name);
    else if (rejected.has(`${kind}/${name}`)) problems.error(file, at, `файл images/${kind}/${name} має помилки`);
    else problems.error(file, at, `файлу images/${kind}/${name} немає в пакеті`);
  };

  // Themes
  const themeFile = 'themes.json';
  const themeItems = parseItems(themeFile, await readJson(dir, themeFile, problems), packThemeSchema, problems);
  const themeIds = new Map<number, number>();
  const themeNumbers = new Map<number, number>();
  for (const { value: theme, index } of themeItems) {
    const sameId = themeIds.get(theme.id);
    const sameNumber = themeNumbers.get(theme.number);
    if (sameId !== undefined) problems.error(themeFile, [index, 'id'], `id ${theme.id} повторює тему $[${sameId}]`);
    else if (sameNumber !== undefined) {
      problems.error(themeFile, [index, 'number'], `номер ${theme.number} повторює тему $[${sameNumber}]`);
    } else pack.themes.push(theme);
    themeIds.set(theme.id, index);
    themeNumbers.set(theme.number, index);
  }

  // Questions
  const questionFiles = await listFiles(path.join(dir, 'questions'));
  if (!questionFiles) problems.error('questions/', [], 'теки з питаннями немає');
  const questionIds = new Map<number, string>();
  const answerIds = new Map<number, string>();
  const perTheme = new Map<number, number>();
  for (const name of questionFiles ?? []) {
    const file = `questions/${name}`;
    if (!name.endsWith('.json')) {
      problems.warning(file, [], 'не JSON-файл, пропущено');
      continue;
    }
    const items = parseItems(file, await readJson(dir, file, problems), packQuestionSchema, problems);
    for (const { value: question, index } of items) {
      let ok = true;
      const where = `${file} $[${index}]`;
      const seen = questionIds.get(question.id);
      if (seen) {
        problems.error(file, [index, 'id'], `id питання ${question.id} уже є: ${seen}`);
        ok = false;
      }
      questionIds.set(question.id, seen ?? where);
      if (!themeIds.has(question.theme_id)) {
        problems.error(file, [index, 'theme_id'], `теми з id ${question.theme_id} немає в themes.json`);
        ok = false;
      }
      const correct = question.answers.filter((a) => a.correct).length;
      if (correct !== 1) {
        problems.error(file, [index, 'answers'], `має бути рівно одна правильна відповідь, а позначено ${correct}`);
        ok = false;
      }
      question.answers.forEach((answer, k) => {
        const other = answerIds.get(answer.id);
        if (other) {
          problems.error(file, [index, 'answers', k, 'id'], `id відповіді ${answer.id} уже є: ${other}`);
          ok = false;
        } else answerIds.set(answer.id, `${where}.answers[${k}]`);
      });
      const texts = question.answers.map((a) => a.text.trim());
      if (new Set(texts).size !== texts.length) problems.warning(file, [index, 'answers'], 'однакові тексти відповідей');
      if (question.image) checkImage(file, [index, 'image'], 'question', question.image);
      else if (question.image_alt !== undefined || question.en?.image_alt !== undefined) {
        problems.error(file, [index, 'image_alt'], 'опис картинки без картинки (image)');
        ok = false;
      }
      if (checkHtml(file, [index, 'notes'], question.notes, { required: true }).errors.length > 0) ok = false;
      if (ok) {
        const position = (perTheme.get(question.theme_id) ?? 0) + 1;
        perTheme.set(question.theme_id, position);
        pack.questions.push({ ...question, position });
      }
    }
  }
  for (const [i, theme] of pack.themes.entries()) {
    const count = perTheme.get(theme.id) ?? 0;
    if (count === 0) problems.warning(themeFile, [i], `у темі ${theme.number} немає питань`);
    if (count > THEME_MAX_QUESTIONS) {
      problems.warning(themeFile, [i], `у темі ${theme.number} ${count} питань (більше ${THEME_MAX_QUESTIONS})`);
    }
  }

  // Theories (optional file)
  const theoryFile = 'theories.json';
  const theoryData = await readJson(dir, theoryFile, problems, { optional: true });
  if (theoryData !== undefined) {
    pack.theories = [];
    const theoryIds = new Map<number, number>();
    const theoryThemeIds = new Map<number, string>();
    for (const { value: theory, index } of parseItems(theoryFile, theoryData, packTheorySchema, problems)) {
      const errorsBefore = problems.errorCount;
      const sameTheory = theoryIds.get(theory.id);
      if (sameTheory !== undefined) {
        problems.error(theoryFile, [index, 'id'], `id теорії ${theory.id} повторює $[${sameTheory}]`);
      }
      theoryIds.set(theory.id, index);
      if (theory.image) checkImage(theoryFile, [index, 'image'], 'theory', theory.image);
      const numbers = new Set<number>();
      theory.themes.forEach((theme, t) => {
        const at = [index, 'themes', t];
        const sameTheme = theoryThemeIds.get(theme.id);
        if (sameTheme) problems.error(theoryFile, [...at, 'id'], `id теми теорії ${theme.id} уже є: ${sameTheme}`);
        theoryThemeIds.set(theme.id, `$[${index}].themes[${t}]`);
        if (numbers.has(theme.number)) problems.error(theoryFile, [...at, 'number'], `номер ${theme.number} повторюється`);
        numbers.add(theme.number);
        theme.blocks.forEach((block, b) => {
          const blockAt = [...at, 'blocks', b];
          const html = checkHtml(theoryFile, [...blockAt, 'content'], block.content);
          html.imageSources.forEach((src) => {
            const match = THEORY_IMG_SRC.exec(src);
            if (match?.[1]) checkImage(theoryFile, [...blockAt, 'content'], 'theory', match[1]);
            else problems.error(theoryFile, [...blockAt, 'content'], `картинка "${src}" має бути у images/theory/`);
          });
          checkHtml(theoryFile, [...blockAt, 'comment'], block.comment);
          block.images.forEach((image, k) => checkImage(theoryFile, [...blockAt, 'images', k], 'theory', image));
          if (!html.text && html.imageSources.length + block.images.length + block.videos.length === 0) {
            problems.error(theoryFile, blockAt, 'порожній блок: немає ні тексту, ні картинок, ні відео');
          }
        });
      });
      if (problems.errorCount === errorsBefore) pack.theories.push(theory);
    }
  }

  // Pages and the free-premium offer (optional files)
  const pagesData = await readJson(dir, 'pages.json', problems, { optional: true });
  if (pagesData !== undefined) {
    const parsed = pagesFileSchema.safeParse(pagesData);
    if (!parsed.success) problems.zod('pages.json', [], parsed.error);
    else {
      pack.pages = parsed.data;
      for (const slug of ['term', 'about'] as const) {
        checkHtml('pages.json', [slug, 'content'], parsed.data[slug].content, { required: true });
      }
    }
  }
  const offerData = await readJson(dir, 'free-premium.json', problems, { optional: true });
  if (offerData !== undefined) {
    const parsed = freePremiumFileSchema.safeParse(offerData);
    if (parsed.success) pack.freePremium = parsed.data;
    else problems.zod('free-premium.json', [], parsed.error);
  }
  const siteData = await readJson(dir, 'site.json', problems, { optional: true });
  if (siteData !== undefined) {
    const parsed = siteFileSchema.safeParse(siteData);
    if (parsed.success) pack.site = parsed.data;
    else problems.zod('site.json', [], parsed.error);
  }
  // A pack may leave these out (the import then keeps what the database has), but a new site needs them.
  if (pagesData === undefined) problems.warning('pages.json', [], MISSING_PAGES);
  if (siteData === undefined) problems.warning('site.json', [], MISSING_SITE);

  for (const kind of IMAGE_KINDS) {
    for (const name of images[kind].keys()) {
      if (!usedImages[kind].has(name)) problems.warning(`images/${kind}/${name}`, [], 'файл ніде не використано');
    }
  }
  return { pack, problems: problems.list, errorCount: problems.errorCount };
}

/** Reads every picture of the pack and checks its real type (magic bytes) and, for SVG, its safety. */
async function loadImages(dir: string, problems: Problems) {
  const images: Record<ImageKind, Map<string, PackImage>> = { question: new Map(), theory: new Map() };
  /** `<kind>/<file>` of pictures that are there but failed a check. */
  const rejected = new Set<string>();
  for (const kind of IMAGE_KINDS) {
    const folder = path.join(dir, 'images', kind);
    for (const name of (await listFiles(folder)) ?? []) {
      const file = `images/${kind}/${name}`;
      const bytes = await readFile(path.join(folder, name));
      const type = detectImageType(bytes);
      rejected.add(`${kind}/${name}`);
      if (!type) {
        problems.error(file, [], 'не JPEG, PNG, WebP і не SVG (перевірено за вмістом файлу)');
        continue;
      }
      if (!extensionMatches(type, name)) {
        problems.error(file, [], `за вмістом це ${type.toUpperCase()}, а розширення не відповідає`);
        continue;
      }
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) {
        problems.error(file, [], 'назва файлу: лише латинські літери, цифри, крапка, дефіс і підкреслення');
        continue;
      }
      if (type === 'svg') {
        const svgProblems = inspectSvg(bytes); // the bytes: the check decodes them as the browser would
        for (const message of svgProblems) problems.error(file, [], `небезпечний SVG: ${message}`);
        if (svgProblems.length > 0) continue;
      }
      rejected.delete(`${kind}/${name}`);
      images[kind].set(name, { kind, file: name, type, bytes, stored: storedImageName(name, bytes) });
    }
  }
  return { images, rejected };
}
