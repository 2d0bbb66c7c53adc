import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectImageType, extensionMatches, inspectHtml, inspectSvg } from './safety.ts';

describe('inspectHtml', () => {
  it('accepts the simple HTML of comments and gives its visible text', () => {
    const found = inspectHtml('<p>Пункт <b>1.10</b> ПДР.</p><ul><li>Так</li></ul>');
    expect(found).toEqual({ errors: [], warnings: [], text: 'Пункт 1.10 ПДР.Так', imageSources: [] });
  });

  it('reports scripts, event handlers and script links, however they are spelt', () => {
    expect(inspectHtml('<SCRIPT>alert(1)</SCRIPT>').errors).toEqual(['заборонений тег <script>']);
    expect(inspectHtml('<img src="a.png" OnError="x()">').errors).toEqual(['обробник подій onerror="…" у <img>']);
    expect(inspectHtml('<a href="&#106;avascript:alert(1)">x</a>').errors).toEqual([
      'посилання javascript: в атрибуті href тегу <a>',
    ]);
    expect(inspectHtml('<a href="java\tscript:alert(1)">x</a>').errors).toHaveLength(1);
    expect(inspectHtml('<iframe src="https://example.com"></iframe>').errors).toEqual(['заборонений тег <iframe>']);
    expect(inspectHtml('<p style="background:url(https://x)">x</p>').errors).toEqual(['небезпечний style у <p>']);
  });

  it('warns about harmless tags the sanitiser drops and lists the pictures', () => {
    const found = inspectHtml('<font>x</font><img src="images/theory/a.svg" alt="">');
    expect(found.errors).toEqual([]);
    expect(found.warnings).toEqual(['тег <font> не підтримується і буде вилучений']);
    expect(found.imageSources).toEqual(['images/theory/a.svg']);
  });

  it('finds no text in markup without content', () => {
    expect(inspectHtml('<p> <br> </p>').text).toBe('');
  });
});

const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attrs = '') => `<svg xmlns="${SVG_NS}" ${XLINK} viewBox="0 0 10 10"${attrs}>${body}</svg>`;
/** A real 1×1 PNG, for pictures embedded as data: addresses. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('inspectSvg', () => {
  it('accepts a self-contained picture with internal references', () => {
    const body =
      '<defs><linearGradient id="g"/><path id="p" d="M0 0"/></defs><use href="#p"/><rect fill="url(#g)"/>';
    expect(inspectSvg(svg(body))).toEqual([]);
  });

  it('accepts what editors write: a UTF-8 declaration and BOM, comments, CDATA styles, metadata, PNG inside', () => {
    const inkscape =
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape -->\n` +
      `<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
      'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" ' +
      'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" ' +
      'xmlns:dc="http://purl.org/dc/elements/1.1/" sodipodi:docname="sign.svg" ' +
      'inkscape:export-filename="C:\\Users\\me\\sign.png" viewBox="0 0 10 10">' +
      '<sodipodi:namedview id="nv" inkscape:zoom="1"/>' +
      '<metadata><rdf:RDF><cc:Work rdf:about=""><dc:title>Знак 2.1</dc:title></cc:Work></rdf:RDF></metadata>' +
      '<style><![CDATA[ .a { fill: url( "#g" ); } /* a > b */ ]]></style>' +
      '<linearGradient id="g"/><g inkscape:label="Шар 1" inkscape:groupmode="layer">' +
      `<image width="1" height="1" xlink:href="data:image/png;base64,${PNG_1PX.slice(0, 40)}\n${PNG_1PX.slice(40)}"/>` +
      '<use href=" #g "/><text>Швидкість &lt; 60 км/год</text></g></svg>';
    expect(inspectSvg(inkscape)).toEqual([]);
    expect(inspectSvg(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(inkscape)]))).toEqual([]);
  });

  it('passes every SVG picture of the demo pack, read from its bytes', async () => {
    const root = fileURLToPath(new URL('../../../../../content/demo/images', import.meta.url));
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const file of files) {
      const bytes = await readFile(path.join(root, file));
      expect(detectImageType(bytes), file).toBe('svg');
      expect(inspectSvg(bytes), file).toEqual([]);
    }
  });

  it('reports scripts, foreignObject, handlers, outside references and entities', () => {
    expect(inspectSvg(svg('<script>x()</script>'))).toEqual(['заборонений елемент <script>']);
    expect(inspectSvg(svg('<foreignObject/>'))).toEqual(['заборонений елемент <foreignObject>']);
    expect(inspectSvg(svg('<rect onclick="x()"/>'))).toEqual(['обробник подій onclick="…" у <rect>']);
    expect(inspectSvg(svg('<image xlink:href="http://e.com/a.png"/>'))).toEqual([
      'зовнішнє посилання xlink:href="http://e.com/a.png" у <image>',
    ]);
    expect(inspectSvg(svg('<rect fill="url(http://e.com/x)"/>'))).toEqual([
      'зовнішнє посилання в атрибуті fill у <rect>: url(http://e.com/x)',
    ]);
    expect(inspectSvg(svg('<style>@import url(http://e.com/a.css);</style>'))).toEqual([
      'зовнішнє посилання в <style>: @import',
      'зовнішнє посилання в <style>: url(http://e.com/a.css)',
    ]);
    expect(inspectSvg(svg('<set attributeName="href" to="javascript:x()"/>'))).toEqual([
      'посилання javascript: в атрибуті to у <set>',
      'анімація атрибута href у <set>',
    ]);
    expect(inspectSvg('<!DOCTYPE svg [<!ENTITY a "b">]>' + svg(''))).toEqual([
      'оголошення <!DOCTYPE> заборонене: SVG його не потребує',
      'оголошення <!ENTITY> заборонені',
    ]);
  });

  it('requires <svg> in the SVG namespace as the root element', () => {
    expect(inspectSvg('<html><svg/></html>')).toContain('кореневий елемент має бути <svg>');
    expect(inspectSvg(`<script xmlns="${XHTML_NS}">x()</script>`)).toEqual([
      'кореневий елемент має бути <svg>',
      'заборонений елемент <script> (XHTML)',
    ]);
    expect(inspectSvg('<svg><rect/></svg>')).toContain('кореневий <svg> (без простору імен) не в просторі імен SVG');
    expect(inspectSvg(`<svg xmlns="${XHTML_NS}"/>`)).toEqual(['кореневий <svg> (XHTML) не в просторі імен SVG']);
    expect(inspectSvg('')).toEqual(['файл не є правильно побудованим XML (рядок 1, позиція 0: document must contain a root element)']);
  });

  /** [what the trick is, the file, a part of the report that names what was found] */
  const HOSTILE: Array<[string, string | Buffer, string]> = [
    // Namespaces: the element is what its namespace makes it, whatever its prefix.
    ['SVG script under a prefix', svg(`<s:script xmlns:s="${SVG_NS}">x()</s:script>`), 'заборонений елемент <s:script>'],
    ['SVG namespace bound on the root', svg('<s:script>x()</s:script>', ` xmlns:s="${SVG_NS}"`), '<s:script>'],
    ['XHTML script under a prefix', svg(`<h:script xmlns:h="${XHTML_NS}">x()</h:script>`), 'заборонений елемент <h:script> (XHTML)'],
    ['default namespace switched to XHTML', svg(`<g xmlns="${XHTML_NS}"><script>x()</script></g>`), 'заборонений елемент <script> (XHTML)'],
    ['XHTML element that is not a script', svg(`<div xmlns="${XHTML_NS}">x</div>`), 'елемент <div> (XHTML) не дозволений'],
    ['prefix rebound from harmless to SVG', svg(`<g xmlns:x="${SVG_NS}"><x:script/></g>`, ' xmlns:x="urn:inert"'), '<x:script>'],
    ['prefix rebound from SVG to XHTML', svg(`<g xmlns:s="${XHTML_NS}"><s:iframe src="//e.com"/></g>`, ` xmlns:s="${SVG_NS}"`), 'заборонений елемент <s:iframe> (XHTML)'],
    ['MathML with a link', svg('<m:math xmlns:m="http://www.w3.org/1998/Math/MathML"><m:mi href="https://e.com">x</m:mi></m:math>'), 'елемент <m:math> (MathML) не дозволений'],
    ['MathML link itself', svg('<m:math xmlns:m="http://www.w3.org/1998/Math/MathML"><m:mi href="https://e.com">x</m:mi></m:math>'), 'зовнішнє посилання href="https://e.com" у <m:mi> (MathML)'],
    ['a namespace of its own', svg('<x:widget xmlns:x="urn:x"/>'), 'елемент <x:widget> (простір імен urn:x) не дозволений'],
    ['SVG namespace spelt with a slash', svg('<s:script xmlns:s="http://www.w3.org/2000/svg/"/>'), 'заборонений елемент <s:script> (простір імен http://www.w3.org/2000/svg/)'],
    ['element out of any namespace', svg('<g xmlns=""><script/></g>'), 'заборонений елемент <script> (без простору імен)'],
    ['script in capitals', svg('<SCRIPT>x()</SCRIPT>'), 'заборонений елемент <SCRIPT>'],
    ['foreignObject under a prefix', svg(`<s:foreignObject xmlns:s="${SVG_NS}"/>`), 'заборонений елемент <s:foreignObject>'],
    ['SVG Tiny handler', svg('<handler type="application/ecmascript">x()</handler>'), 'заборонений елемент <handler>'],
    ['iframe, embed and object', svg('<iframe/><embed/><object/>'), 'заборонений елемент <embed>'],
    ['XHTML embed', svg(`<h:embed xmlns:h="${XHTML_NS}" src="a.swf"/>`), 'заборонений елемент <h:embed> (XHTML)'],
    // Event handlers and links in any namespace.
    ['handler under a prefix', svg('<rect xmlns:e="urn:e" e:onclick="x()"/>'), 'обробник подій e:onclick="…" у <rect>'],
    ['handler in capitals', svg('<rect ONMOUSEOVER="x()"/>'), 'обробник подій ONMOUSEOVER="…"'],
    ['handler on the root', svg('', ' onload="x()"'), 'обробник подій onload="…" у <svg>'],
    ['XLink under another prefix', svg('<a xmlns:l="http://www.w3.org/1999/xlink" l:href="javascript:x()"><text>a</text></a>'), 'посилання javascript: в атрибуті l:href у <a>'],
    ['href in a made-up namespace', svg('<a xmlns:q="urn:q" q:href="https://e.com"><text>a</text></a>'), 'зовнішнє посилання q:href="https://e.com" у <a>'],
    ['javascript: as decimal references', svg('<a href="&#106;&#97;vascript:x()"><text>a</text></a>'), 'посилання javascript: в атрибуті href у <a>'],
    ['javascript: split by a newline reference', svg('<a href="&#x6A;ava&#x0A;script:x()"><text>a</text></a>'), 'посилання javascript:'],
    ['javascript: after spaces and split by a tab', svg('<a href="  java&#9;script:x()"><text>a</text></a>'), 'посилання javascript:'],
    ['vbscript: in capitals', svg('<a xlink:href="VBScript:x"><text>a</text></a>'), 'посилання vbscript:'],
    ['javascript: in a value an animation sets', svg('<a><set attributeName="fill" to="java&#10;script:x()"/></a>'), 'посилання javascript: в атрибуті to у <set>'],
    ['javascript: in a namespaced attribute', svg('<rect xmlns:e="urn:e" e:action="javascript:x()"/>'), 'посилання javascript: в атрибуті e:action у <rect>'],
    ['a link that pings another address', svg('<a href="#a" ping="https://e.com/track"><text>a</text></a>'), 'атрибут ping у <a>'],
    ['xml:base that moves the links', svg('<g xml:base="https://e.com/"><use href="#a"/></g>'), 'атрибут xml:base у <g>'],
    // Outside files.
    ['use of another file', svg('<use href="sprite.svg#icon"/>'), 'зовнішнє посилання href="sprite.svg#icon" у <use>'],
    ['use of a protocol-relative address', svg('<use xlink:href="//e.com/a.svg#x"/>'), 'зовнішнє посилання xlink:href="//e.com/a.svg#x" у <use>'],
    ['a local href beside an outside xlink:href', svg('<use href="#a" xlink:href="https://e.com/a.svg#a"/>'), 'зовнішнє посилання xlink:href='],
    ['feImage of an outside picture', svg('<filter id="f"><feImage href="https://e.com/a.png"/></filter>'), 'у <feImage>'],
    ['SVG embedded as data:', svg(`<image href="data:image/svg+xml;base64,${b64('<svg/>')}"/>`), 'вбудований файл data:image/svg+xml в атрибуті href у <image>'],
    ['HTML embedded as data:', svg('<image href="data:text/html,&lt;script&gt;x()&lt;/script&gt;"/>'), 'вбудований файл data:text/html'],
    ['SVG passed off as PNG', svg(`<image href="data:image/png;base64,${b64('<svg onload="x()"/>')}"/>`), 'вбудована картинка data:image/png у <image> за вмістом не PNG'],
    ['a PNG as a link target', svg(`<a href="data:image/png;base64,${PNG_1PX}"><text>a</text></a>`), 'вбудований файл data:image/png в атрибуті href у <a>'],
    // CSS.
    ['url() in a style attribute', svg('<rect style="fill:url(https://e.com/x.svg#p)"/>'), 'зовнішнє посилання в атрибуті style у <rect>: url(https://e.com/x.svg#p)'],
    ['url() quoted, with spaces', svg('<rect filter="url( \'https://e.com/f.svg#f\' )"/>'), 'зовнішнє посилання в атрибуті filter у <rect>: url(https://e.com/f.svg#f'],
    ['cursor from outside', svg('<rect cursor="url(https://e.com/c.cur), auto"/>'), 'зовнішнє посилання в атрибуті cursor'],
    ['url() written with a CSS escape', svg('<rect style="fill:u\\72l(https://e.com/x)"/>'), 'небезпечний CSS в атрибуті style у <rect>: екранування'],
    ['url() as a character reference', svg('<rect style="fill:&#117;rl(https://e.com/x)"/>'), 'url(https://e.com/x)'],
    ['@import split by a comment in <style>', svg('<style>@im<!-- x -->port "https://e.com/a.css";</style>'), 'зовнішнє посилання в <style>: @import'],
    ['@import in CDATA', svg('<style><![CDATA[@import "https://e.com/a.css";]]></style>'), 'зовнішнє посилання в <style>: @import'],
    ['@import in a prefixed style', svg(`<s:style xmlns:s="${SVG_NS}">@import "a.css";</s:style>`), 'зовнішнє посилання в <s:style>: @import'],
    ['image-set() with a plain string', svg('<style>svg{background:image-set("https://e.com/a.png" 1x)}</style>'), 'зовнішнє посилання в <style>: image-set(…)'],
    ['url() to a font', svg('<style>@font-face{font-family:f;src:url(https://e.com/f.woff)}</style>'), 'url(https://e.com/f.woff)'],
    ['javascript: in <style>', svg('<style>svg{background:url(javascript:x())}</style>'), 'посилання javascript: в <style>'],
    ['-moz-binding and expression()', svg('<style>svg{-moz-binding:url(#x);width:expression(x())}</style>'), 'небезпечний CSS в <style>: expression('],
    ['markup hidden inside <style>', svg('<style>svg{}<g/></style>'), 'елемент <g> усередині <style>'],
    // Animations that would turn a link into a script or add a handler.
    ['set of xlink:href', svg('<a><set attributeName="xlink:href" to="#b"/><text>a</text></a>'), 'анімація атрибута xlink:href у <set>'],
    ['animate of a prefixed href with spaces', svg('<a><animate attributeName=" x:href " values="#a;#b"/></a>'), 'анімація атрибута x:href у <animate>'],
    ['set of an event handler', svg('<rect><set attributeName="onclick" to="x()"/></rect>'), 'анімація атрибута onclick у <set>'],
    ['animate of style', svg('<rect><animate attributeName="style" values="fill:red"/></rect>'), 'анімація атрибута style у <animate>'],
    // Declarations and processing instructions.
    ['entity expansion (billion laughs)', `<!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`, 'оголошення <!ENTITY> заборонені'],
    ['external entity (XXE)', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`, 'оголошення <!DOCTYPE> заборонене'],
    ['external DTD', `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://e.com/svg11.dtd">${svg('')}`, 'оголошення <!DOCTYPE> заборонене'],
    ['an entity the file never declares', svg('<text>&xxe;</text>'), 'файл не є правильно побудованим XML (рядок 1, позиція 114: undefined entity)'],
    ['XSLT stylesheet', `<?xml-stylesheet type="text/xsl" href="https://e.com/x.xsl"?>${svg('')}`, 'інструкція обробки <?xml-stylesheet …?> заборонена'],
    ['instruction inside the picture', svg('<?php echo 1; ?>'), 'інструкція обробки <?php …?> заборонена'],
    ['XML 1.1 and its other rules', `<?xml version="1.1"?>${svg('')}`, 'версія XML 1.1: дозволена лише 1.0'],
    // Encodings: the check must read the characters the browser reads.
    ['UTF-7 declared', `<?xml version="1.0" encoding="UTF-7"?>${svg('<text>+ADw-script+AD4-x()+ADw-/script+AD4-</text>')}`, 'заголовок <?xml?> оголошує кодування UTF-7'],
    ['windows-1251 declared', `<?xml version="1.0" encoding="windows-1251"?>${svg('')}`, 'кодування windows-1251'],
    ['UTF-16 LE with its BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg('<script>x()</script>'), 'utf16le')]), 'файл у кодуванні UTF-16'],
    ['UTF-16 BE with its BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(svg(''), 'utf16le').swap16()]), 'файл у кодуванні UTF-16'],
    ['UTF-16 without a BOM', Buffer.from(svg('<script>x()</script>'), 'utf16le'), 'у файлі нульові байти'],
    ['UTF-32 with its BOM', Buffer.from([0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0]), 'файл у кодуванні UTF-32'],
    ['overlong UTF-8 for "<"', Buffer.concat([Buffer.from(svg('').replace('</svg>', '')), Buffer.from([0xc0, 0xbc]), Buffer.from('script>x()</svg>')]), 'файл не в кодуванні UTF-8'],
    ['Latin-1 bytes', Buffer.from(svg('<text>caf\u00e9</text>'), 'latin1'), 'файл не в кодуванні UTF-8'],
    // Text, CDATA and comments that an HTML parser would read as markup.
    ['CDATA hiding a script', svg('<text><![CDATA[<script>x()</script>]]></text>'), 'розмітка в тексті або CDATA: «<script>x()</script>»'],
    ['escaped markup in text', svg('<text>&lt;img src=x onerror=x()&gt;</text>'), 'розмітка в тексті або CDATA: «<img src=x'],
    ['comment that HTML closes at once', svg('<!--><script>x()</script>-->'), 'коментар із розміткою всередині: «><script>x()</script>»'],
    ['comment splitting a name', svg('<scr<!-- -->ipt>x()</script>'), 'файл не є правильно побудованим XML'],
    ['comment closed as HTML closes it', svg('<!-- --!><script>x()</script> -->'), 'файл не є правильно побудованим XML'],
    // Files that are not well-formed: the browser draws them as an error, or only up to it.
    ['an undeclared prefix', svg('<x:script>x()</x:script>'), 'unbound namespace prefix: "x"'],
    ['a tag left open', `<svg xmlns="${SVG_NS}"><g>`, 'файл не є правильно побудованим XML'],
    ['a second root', `${svg('')}<script xmlns="${XHTML_NS}">x()</script>`, 'documents may contain only one root'],
    ['an attribute twice', svg('<a href="#a" href="https://e.com"/>'), 'duplicate attribute: href'],
    ['the same attribute under two prefixes', svg('<a xmlns:p="urn:p" xmlns:q="urn:p" p:x="1" q:x="2"/>'), 'duplicate attribute: {urn:p}x'],
    ['HTML written as SVG', `<svg xmlns="${SVG_NS}"><img src=x onerror=alert(1)></svg>`, 'файл не є правильно побудованим XML'],
  ];

  it.each(HOSTILE)('refuses %s and says what it found', (_trick, file, found) => {
    expect(inspectSvg(file)).toContainEqual(expect.stringContaining(found));
  });

  it('reports what it found before a file stops being well-formed', () => {
    expect(inspectSvg(`<svg xmlns="${SVG_NS}"><script/><g>`)).toEqual([
      'заборонений елемент <script>',
      'файл не є правильно побудованим XML (рядок 1, позиція 52: unclosed tag: g)',
    ]);
  });
});

describe('detectImageType', () => {
  it('tells the type by the first bytes, not the name', () => {
    expect(detectImageType(Buffer.from('ffd8ffe0', 'hex'))).toBe('jpeg');
    expect(detectImageType(Buffer.from('89504e470d0a1a0a00', 'hex'))).toBe('png');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(detectImageType(Buffer.from('\uFEFF<?xml version="1.0"?><svg/>'))).toBe('svg');
    expect(detectImageType(Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageType(Buffer.from('<html></html>'))).toBeUndefined();
  });

  it('matches types to their extensions', () => {
    expect(extensionMatches('jpeg', 'a.JPG')).toBe(true);
    expect(extensionMatches('jpeg', 'a.jpeg')).toBe(true);
    expect(extensionMatches('png', 'a.jpg')).toBe(false);
  });
});
