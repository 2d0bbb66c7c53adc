import { Parser } from 'htmlparser2';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { cssFindings, rasterTypeOf, referenceProblem, scriptSchemeIn } from './svg-references.ts';

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

const SVG_NS = 'http://www.w3.org/2000/svg';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

const NAMESPACE_NAMES: Record<string, string> = {
  [SVG_NS]: 'SVG',
  'http://www.w3.org/1999/xhtml': 'XHTML',
  'http://www.w3.org/1998/Math/MathML': 'MathML',
  '': 'без простору імен',
};

/** Namespaces of the metadata that editors write beside the drawing: browsers neither draw nor run their elements. */
const METADATA_NAMESPACES = new Set([
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
]);

/** Elements that run code or load other documents, refused by local name in any namespace and any case. */
const DANGEROUS_SVG_ELEMENTS = new Set([
  'script', 'foreignobject', 'handler', 'listener', 'iframe', 'frame', 'frameset', 'embed', 'object', 'applet',
  'portal', 'link', 'meta', 'base', 'audio', 'video',
]); // prettier-ignore

const ANIMATIONS = new Set(['animate', 'set', 'animateTransform', 'animateMotion', 'animateColor']);

/** Text an HTML parser would read as markup: inert in XML, but no picture needs it and it hides scripts well. */
const MARKUP_IN_TEXT = /<[A-Za-z!/?]/;

/**
 * The file's text as the browser decodes it, or why the check could not be sure to read the same characters:
 * a picture must be UTF-8 (a UTF-8 BOM is fine), which every editor writes.
 */
function decodeSvg(source: string | Uint8Array): { text: string } | { problem: string } {
  if (typeof source === 'string') return { text: source.replace(/^\uFEFF/, '') };
  const head = Buffer.from(source.subarray(0, 4)).toString('hex');
  const saveAs = 'збережіть його в UTF-8';
  if (head === '0000feff' || head === 'fffe0000') return { problem: `файл у кодуванні UTF-32: ${saveAs}` };
  if (head.startsWith('feff') || head.startsWith('fffe')) return { problem: `файл у кодуванні UTF-16: ${saveAs}` };
  if (source.includes(0)) return { problem: `у файлі нульові байти (UTF-16 або UTF-32 без позначки BOM?): ${saveAs}` };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(source) };
  } catch {
    return { problem: `файл не в кодуванні UTF-8 (неправильні послідовності байтів): ${saveAs}` };
  }
}

/** Element as written, with its namespace when that is not SVG: `<h:script> (XHTML)`. */
function labelOf(tag: SaxesTagNS): string {
  if (tag.uri === SVG_NS) return `<${tag.name}>`;
  return `<${tag.name}> (${NAMESPACE_NAMES[tag.uri] ?? `простір імен ${tag.uri}`})`;
}

function cssProblems(css: string, where: string, problems: Set<string>): void {
  for (const { external, found } of cssFindings(css)) {
    problems.add(`${external ? 'зовнішнє посилання' : 'небезпечний CSS'} ${where}: ${found}`);
  }
  const scheme = scriptSchemeIn(css);
  if (scheme) problems.add(`посилання ${scheme}: ${where}`);
}

function checkAttributes(tag: SaxesTagNS, label: string, problems: Set<string>): void {
  for (const attr of Object.values(tag.attributes)) {
    if (attr.uri === XMLNS_NS) continue; // a namespace declaration, already resolved by the parser
    const local = attr.local.toLowerCase();
    if (local.startsWith('on')) {
      problems.add(`обробник подій ${attr.name}="…" у ${label}`);
    } else if (local === 'href' || local === 'src') {
      const problem = referenceProblem(attr.name, attr.value, tag.local, label);
      if (problem) problems.add(problem);
    } else if (local === 'ping') {
      problems.add(`атрибут ${attr.name} у ${label}: він надсилає запити на інші адреси`);
    } else if (attr.uri === XML_NS && attr.local === 'base') {
      problems.add(`атрибут xml:base у ${label}: він змінює адреси посилань`);
    } else if (attr.uri === '') {
      // Style and presentation attributes (fill, clip-path, cursor, …) are read as CSS.
      cssProblems(attr.value, `в атрибуті ${attr.name} у ${label}`, problems);
    } else {
      const scheme = scriptSchemeIn(attr.value);
      if (scheme) problems.add(`посилання ${scheme}: в атрибуті ${attr.name} у ${label}`);
    }
  }
  if (ANIMATIONS.has(tag.local)) {
    const target = tag.attributes.attributeName?.value.trim() ?? '';
    const local = (target.split(':').pop() ?? '').toLowerCase();
    if (['href', 'src', 'style', 'base'].includes(local) || local.startsWith('on')) {
      problems.add(`анімація атрибута ${target} у ${label}`);
    }
  }
}

/**
 * Problems of an SVG picture, read as the browser reads it: bytes decoded as UTF-8, then a namespace-aware XML
 * parser, so `<s:script xmlns:s="…svg">` is the script it is. Refuses scripts and elements outside SVG,
 * foreignObject, event handlers, references to anything outside the file (href, CSS `url()`, `@import`),
 * DOCTYPE, processing instructions, and a file that is not well-formed XML: the browser shows such a file as an
 * error, or only up to the error, so what it draws is not what was checked.
 */
export function inspectSvg(source: string | Uint8Array): string[] {
  const decoded = decodeSvg(source);
  if ('problem' in decoded) return [decoded.problem];
  const problems = new Set<string>();
  let root: SaxesTagNS | undefined;
  /** The open `<style>` element and its text so far: the CSS is all its text and CDATA, comments left out. */
  let style: { label: string; css: string } | undefined;
  let wellFormed = true;
  const parser = new SaxesParser({ xmlns: true, defaultXMLVersion: '1.0', forceXMLVersion: true });
  parser.on('xmldecl', ({ version, encoding }) => {
    if (version !== '1.0') problems.add(`версія XML ${version ?? '?'}: дозволена лише 1.0`);
    if (encoding !== undefined && encoding.toLowerCase() !== 'utf-8') {
      problems.add(`заголовок <?xml?> оголошує кодування ${encoding}: збережіть файл в UTF-8`);
    }
  });
  parser.on('doctype', (doctype) => {
    problems.add('оголошення <!DOCTYPE> заборонене: SVG його не потребує');
    if (/<!ENTITY/i.test(doctype)) problems.add('оголошення <!ENTITY> заборонені');
  });
  parser.on('processinginstruction', ({ target }) => problems.add(`інструкція обробки <?${target} …?> заборонена`));
  parser.on('comment', (comment) => {
    if (/^-?>/.test(comment) || MARKUP_IN_TEXT.test(comment)) {
      problems.add(`коментар із розміткою всередині: «${comment.trim().slice(0, 40)}»`);
    }
  });
  const onText = (text: string) => {
    if (MARKUP_IN_TEXT.test(text)) problems.add(`розмітка в тексті або CDATA: «${text.trim().slice(0, 40)}»`);
    if (style) style.css += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('opentag', (tag) => {
    const label = labelOf(tag);
    const isRoot = root === undefined;
    root ??= tag;
    if (isRoot && (tag.local !== 'svg' || tag.uri !== SVG_NS)) {
      problems.add(tag.local === 'svg' ? `кореневий ${label} не в просторі імен SVG` : 'кореневий елемент має бути <svg>');
    }
    if (DANGEROUS_SVG_ELEMENTS.has(tag.local.toLowerCase())) {
      problems.add(`заборонений елемент ${label}`);
    } else if (!isRoot && tag.uri !== SVG_NS && !METADATA_NAMESPACES.has(tag.uri)) {
      problems.add(`елемент ${label} не дозволений: у картинці лише елементи SVG`);
    }
    if (style) problems.add(`елемент ${label} усередині ${style.label}`);
    checkAttributes(tag, label, problems);
    if (tag.local.toLowerCase() === 'style' && !tag.isSelfClosing) style = { label, css: '' };
  });
  parser.on('closetag', (tag) => {
    if (!style || tag.local.toLowerCase() !== 'style') return;
    cssProblems(style.css, `в ${style.label}`, problems);
    style = undefined;
  });
  parser.on('error', (error) => {
    wellFormed = false;
    const where = error.message.replace(/^(\d+):(\d+): /, 'рядок $1, позиція $2: ').replace(/\.$/, '');
    problems.add(`файл не є правильно побудованим XML (${where})`);
    throw error; // the first error ends the reading: what follows it, the browser would not draw either
  });
  try {
    parser.write(decoded.text).close();
  } catch {
    // reported by the error handler above
  }
  if (!root && wellFormed) problems.add('кореневий елемент має бути <svg>');
  return [...problems];
}

export type ImageType = 'jpeg' | 'png' | 'webp' | 'svg';

const EXTENSIONS: Record<ImageType, string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  svg: ['.svg'],
};

/**
 * The first characters of a text file in the encoding its BOM or its NUL bytes betray, NULs dropped: a UTF-16 SVG
 * is still told as SVG, so that inspectSvg can say what is wrong with it.
 */
function textHead(bytes: Buffer): string {
  const start = bytes.subarray(0, 1024);
  const bom = start.toString('hex', 0, 2);
  const encoding = bom === 'feff' ? 'utf-16be' : bom === 'fffe' ? 'utf-16le' : 'utf-8';
  return new TextDecoder(encoding).decode(start).replaceAll('\0', '').trimStart();
}

/** The picture's real type from its first bytes, whatever its name says. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  const raster = rasterTypeOf(bytes);
  if (raster && raster !== 'gif') return raster;
  if (/^<(\?xml|svg[\s>]|!--|!doctype svg)/i.test(textHead(bytes))) return 'svg';
  return undefined;
}

export function extensionMatches(type: ImageType, fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return EXTENSIONS[type].some((ext) => lower.endsWith(ext));
}
