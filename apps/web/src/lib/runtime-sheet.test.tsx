import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { runtimeSheet } from './runtime-sheet.ts';
import { StyleSheet } from './emotion-sheet.ts';
import { styleSingleton } from './style-singleton.ts';

/** A document that adopts constructed style sheets, as every current browser does (jsdom does not). */
function adoptingDocument() {
  let adopted: CSSStyleSheet[] = [];
  Object.defineProperty(document, 'adoptedStyleSheets', {
    configurable: true,
    get: () => adopted,
    set: (sheets: CSSStyleSheet[]) => (adopted = sheets),
  });
  // Rules as text without spaces: engines print them differently.
  return () =>
    adopted.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, '')));
}

afterEach(() => {
  Reflect.deleteProperty(document, 'adoptedStyleSheets');
  document.head.querySelectorAll('style').forEach((element) => element.remove());
});

describe('runtimeSheet', () => {
  it('keeps run-time rules in an adopted style sheet, never in a style element the policy would refuse', () => {
    const rules = adoptingDocument();
    const sheet = runtimeSheet();
    sheet.insertRule('.a { color: red; }');
    // A rule the engine refuses is skipped, as emotion skips other engines' prefixed rules.
    expect(() => sheet.insertRule('')).not.toThrow();
    sheet.insertRule('.b { color: blue; }');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(rules()).toEqual(['.a{color:red;}', '.b{color:blue;}']);
    sheet.replace('body { overflow: hidden; }');
    expect(rules()).toEqual(['body{overflow:hidden;}']);
    sheet.remove();
    expect(rules()).toEqual([]);
  });

  it('falls back to a style element where constructed sheets are missing', () => {
    const sheet = runtimeSheet();
    sheet.insertRule('.a{color:red}');
    expect(document.head.querySelector('style')?.textContent).toBe('.a{color:red}');
    sheet.remove();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});

describe("emotion's StyleSheet in its place", () => {
  it('inserts into one adopted sheet and takes it away on flush', () => {
    const rules = adoptingDocument();
    const sheet = new StyleSheet({ key: 'css', container: document.head });
    sheet.insert('.css-1-control{display:flex;}');
    sheet.insert('.css-2-menu{z-index:20;}');
    expect(sheet.ctr).toBe(2);
    expect(rules()).toEqual(['.css-1-control{display:flex;}', '.css-2-menu{z-index:20;}']);
    sheet.flush();
    expect(rules()).toEqual([]);
    expect(sheet.ctr).toBe(0);
  });
});

describe('react-style-singleton in its place', () => {
  it('puts the styles on the page once while any user is mounted', () => {
    const rules = adoptingDocument();
    const Style = styleSingleton();
    const first = render(<Style styles="body { overflow: hidden; }" />);
    const second = render(<Style styles="body { overflow: hidden; }" />);
    expect(rules()).toEqual(['body{overflow:hidden;}']);
    first.unmount();
    expect(rules()).toEqual(['body{overflow:hidden;}']);
    second.unmount();
    expect(rules()).toEqual([]);
  });
});
