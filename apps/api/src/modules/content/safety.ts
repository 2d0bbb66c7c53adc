import { Parser } from 'htmlparser2';

/**
 * Checks of content HTML and SVG pictures. They report what is unsafe instead of fixing it: a pack with a script
 * in it is a mistake the operator has to see (the importer still sanitises everything it stores).
 */

/** Elements that run code, load other documents or take input: never allowed in content HTML. */
const DANGEROUS_HTML_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'style',
  'svg',
  'math',
  'template',
  'noscript',
]);

/** Tags the sanitiser (lib/html.ts) keeps; other harmless tags are dropped with their markup, text kept. */
const KEPT_HTML_TAGS = new Set([
  'h2', 'h3', 'h4', 'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'img', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div', 'figure', 'figcaption', 'sup', 'sub',
]); // prettier-ignore

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background']);

/** Browsers ignore whitespace and control characters inside a URL scheme (`java\tscript:` runs). */
function schemeOf(url: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what has to go
  const compact = url.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return match?.[1] ?? '';
}

const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'livescript']);

export interface HtmlFindings {
  errors: string[];
  warnings: string[];
  /** Visible text (tags removed), to tell an empty comment from a real one. */
  text: string;
  /** `src` of every <img>, in order. */
  imageSources: string[];
}

/** Finds scripts, event handlers and script links in content HTML. */
export function inspectHtml(html: string): HtmlFindings {
  const errors = new Set<string>();
  const warnings = new Set<string>();
  const imageSources: string[] = [];
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (DANGEROUS_HTML_TAGS.has(name)) errors.add(`заборонений тег <${name}>`);
        else if (!KEPT_HTML_TAGS.has(name)) warnings.add(`тег <${name}> не підтримується і буде вилучений`);
        if (name === 'img' && attribs.src !== undefined) imageSources.push(attribs.src);
        for (const [attr, value] of Object.entries(attribs)) {
          if (attr.startsWith('on')) errors.add(`обробник подій ${attr}="…" у <${name}>`);
          else if (URL_ATTRIBUTES.has(attr) && SCRIPT_SCHEMES.has(schemeOf(value))) {
            errors.add(`посилання ${schemeOf(value)}: в атрибуті ${attr} тегу <${name}>`);
          } else if (attr === 'style' && /expression\s*\(|javascript:|url\s*\(/i.test(value)) {
            errors.add(`небезпечний style у <${name}>`);
          }
        }
      },
      ontext(data) {
        text += data;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { errors: [...errors], warnings: [...warnings], text: text.replace(/\s+/g, ' ').trim(), imageSources };
}

/** Elements of SVG that run code or embed other documents. */
const DANGEROUS_SVG_TAGS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);

/** Problems of an SVG picture: scripts, foreignObject, event handlers, references to anything outside the file. */
export function inspectSvg(source: string): string[] {
  const problems = new Set<string>();
  let root: string | undefined;
  let inStyle = false;
  if (/<!ENTITY/i.test(source)) problems.add('оголошення <!ENTITY> заборонені');
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        const name = tag.toLowerCase();
        root ??= name;
        if (DANGEROUS_SVG_TAGS.has(name)) problems.add(`заборонений елемент <${tag}>`);
        if (name === 'style') inStyle = true;
        for (const [attr, value] of Object.entries(attribs)) {
          const lower = attr.toLowerCase();
          if (lower.startsWith('on')) problems.add(`обробник подій ${attr}="…" у <${tag}>`);
          else if ((lower === 'href' || lower === 'xlink:href') && !value.trim().startsWith('#')) {
            problems.add(`зовнішнє посилання ${attr}="${value.slice(0, 60)}" у <${tag}>`);
          } else if ((name === 'set' || name.startsWith('animate')) && lower === 'attributename') {
            if (/href$/i.test(value)) problems.add(`анімація атрибута ${value} у <${tag}>`);
          } else if (/url\s*\(\s*['"]?(?!#)/i.test(value) || /javascript:/i.test(value)) {
            problems.add(`зовнішнє посилання в атрибуті ${attr} у <${tag}>`);
          }
        }
      },
      onclosetag(tag) {
        if (tag.toLowerCase() === 'style') inStyle = false;
      },
      ontext(data) {
        if (inStyle && (/@import/i.test(data) || /url\s*\(\s*['"]?(?!#)/i.test(data))) {
          problems.add('зовнішнє посилання в <style>');
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(source);
  parser.end();
  if (root !== 'svg') problems.add('кореневий елемент має бути <svg>');
  return [...problems];
}

export type ImageType = 'jpeg' | 'png' | 'webp' | 'svg';

const EXTENSIONS: Record<ImageType, string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  svg: ['.svg'],
};

/** The picture's real type from its first bytes, whatever its name says. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  const head = bytes.toString('utf8', 0, 512).replace(/^\uFEFF/, '').trimStart();
  if (/^<(\?xml|svg[\s>]|!--|!doctype svg)/i.test(head)) return 'svg';
  return undefined;
}

export function extensionMatches(type: ImageType, fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return EXTENSIONS[type].some((ext) => lower.endsWith(ext));
}
