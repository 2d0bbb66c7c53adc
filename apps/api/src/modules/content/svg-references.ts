/**
 * What an SVG picture may point to: only itself (`#id`) and, in `<image>`, a raster picture carried in the file
 * (`data:image/png;base64,…`). Everything else would load something from outside or run a script.
 */

/** The browser's reading of a URL attribute: C0 controls and spaces trimmed at the ends, tabs and newlines dropped. */
function urlOf(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what the URL parser drops
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/**
 * The script scheme anywhere in a value, however it is split: the parser has already decoded character references,
 * and browsers ignore whitespace and control characters inside a scheme (`java\tscript:` runs).
 */
export function scriptSchemeIn(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what has to go
  const compact = value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  return /(javascript|vbscript|livescript):/.exec(compact)?.[1];
}

/** A fragment naming one element of this file, the only reference that stays inside it. */
const LOCAL_REFERENCE = /^#[^\s#"'<>()\\]+$/u;

/** Raster types a picture may embed: what the images route serves anyway; never SVG, which would need this check. */
const DATA_IMAGE = /^data:image\/(png|jpeg|webp|gif);base64,([A-Za-z0-9+/=\s]*)$/i;

/** Elements that draw an embedded picture; anywhere else a `data:` address would be a document, not a picture. */
const DATA_IMAGE_ELEMENTS = new Set(['image', 'feImage']);

/** The raster type of a picture from its first bytes. */
export function rasterTypeOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'gif' | undefined {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (/^GIF8[79]a/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  return undefined;
}

/**
 * The problem of an `href` (in any namespace) or `src` value, or undefined when it stays inside the file.
 * `element` is the local name of the SVG element that carries it.
 */
export function referenceProblem(attr: string, value: string, element: string, tag: string): string | undefined {
  const url = urlOf(value);
  const scheme = scriptSchemeIn(url);
  if (scheme) return `посилання ${scheme}: в атрибуті ${attr} у ${tag}`;
  if (LOCAL_REFERENCE.test(url)) return undefined;
  const data = DATA_IMAGE.exec(url);
  if (data && DATA_IMAGE_ELEMENTS.has(element)) {
    const declared = data[1]!.toLowerCase();
    const bytes = Buffer.from(data[2]!.replace(/\s+/g, ''), 'base64');
    if (rasterTypeOf(bytes) === declared) return undefined;
    return `вбудована картинка data:image/${declared} у ${tag} за вмістом не ${declared.toUpperCase()}`;
  }
  if (/^data:/i.test(url)) {
    const type = /^data:([^;,]*)/i.exec(url)?.[1] || 'text/plain';
    return `вбудований файл data:${type} в атрибуті ${attr} у ${tag} (дозволені лише PNG, JPEG, WebP і GIF у <image>)`;
  }
  return `зовнішнє посилання ${attr}="${value.slice(0, 60)}" у ${tag}`;
}

export interface CssFinding {
  /** True when it loads something from outside the file; false when it is otherwise unsafe CSS. */
  external: boolean;
  found: string;
}

/** Functions that load a picture or a font from a plain string, without `url(`. */
const LOADING_FUNCTIONS = /(?<![\w-])(?:-webkit-)?(image-set|image|cross-fade|src)\s*\(/gi;

/** Extensions of old browsers that run code from CSS. */
const CODE_IN_CSS = /expression\s*\(|-moz-binding|behavior\s*:/gi;

/**
 * Finds what CSS of a `<style>`, a `style` attribute or a presentation attribute would load or run. Escapes are
 * refused rather than decoded: `\75 rl(` is `url(` to the browser, and reading CSS as the browser does is not this
 * check's job.
 */
export function cssFindings(css: string): CssFinding[] {
  const findings: CssFinding[] = [];
  const text = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ');
  if (text.includes('\\')) findings.push({ external: false, found: 'екранування «\\» у CSS' });
  if (/@import/i.test(text)) findings.push({ external: true, found: '@import' });
  for (const match of text.matchAll(/url\s*\(\s*(['"]?)\s*([^'")]*)/gi)) {
    if (!LOCAL_REFERENCE.test(match[2]!.trim())) findings.push({ external: true, found: `url(${match[2]!.slice(0, 60)})` });
  }
  for (const match of text.matchAll(LOADING_FUNCTIONS)) findings.push({ external: true, found: `${match[1]!}(…)` });
  for (const match of text.matchAll(CODE_IN_CSS)) findings.push({ external: false, found: match[0] });
  return findings;
}
