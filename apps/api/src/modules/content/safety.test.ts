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

describe('inspectSvg', () => {
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

  it('accepts a self-contained picture with internal references', () => {
    const body =
      '<defs><linearGradient id="g"/><path id="p" d="M0 0"/></defs><use href="#p"/><rect fill="url(#g)"/>';
    expect(inspectSvg(svg(body))).toEqual([]);
  });

  it('reports scripts, foreignObject, handlers, outside references and entities', () => {
    expect(inspectSvg(svg('<script>x()</script>'))).toEqual(['заборонений елемент <script>']);
    expect(inspectSvg(svg('<foreignObject/>'))).toEqual(['заборонений елемент <foreignObject>']);
    expect(inspectSvg(svg('<rect onclick="x()"/>'))).toEqual(['обробник подій onclick="…" у <rect>']);
    expect(inspectSvg(svg('<image xlink:href="http://e.com/a.png"/>'))[0]).toMatch(/^зовнішнє посилання xlink:href/);
    expect(inspectSvg(svg('<rect fill="url(http://e.com/x)"/>'))[0]).toMatch(/^зовнішнє посилання в атрибуті fill/);
    expect(inspectSvg(svg('<style>@import url(http://e.com/a.css);</style>'))).toEqual(['зовнішнє посилання в <style>']);
    expect(inspectSvg(svg('<set attributeName="href" to="javascript:x()"/>'))).toContain('анімація атрибута href у <set>');
    expect(inspectSvg('<!DOCTYPE svg [<!ENTITY a "b">]>' + svg(''))).toContain('оголошення <!ENTITY> заборонені');
  });

  it('requires <svg> as the root element', () => {
    expect(inspectSvg('<html><svg/></html>')).toEqual(['кореневий елемент має бути <svg>']);
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
