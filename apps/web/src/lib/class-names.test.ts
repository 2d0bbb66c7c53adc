import { describe, expect, it } from 'vitest';
import { cx } from './class-names.ts';

describe('cx', () => {
  it('joins the parts it is given and leaves out a class a CSS module does not define', () => {
    const styles: Record<string, string | undefined> = { answer: 'answer', right: 'right' };
    expect(cx(styles.answer, styles.plain)).toBe('answer');
    const here: boolean = styles.current !== undefined;
    expect(cx(styles.answer, styles.right, here && 'current', null)).toBe('answer right');
  });
});

const sources = import.meta.glob<string>(['/src/**/*.tsx', '!/src/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// A class looked up by a value (`styles[look]`) is undefined when the module has no rule of that name, and a
// template string prints it as the class 'undefined'.
const LOOKUP_IN_TEMPLATE = /className=\{`[^`]*\$\{\s*\w+\[/;

describe('class names built from a looked-up class', () => {
  it('go through cx, never a template string that would print a missing one as undefined', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found = Object.entries(sources)
      .filter(([, text]) => LOOKUP_IN_TEMPLATE.test(text))
      .map(([path]) => path);
    expect(found).toEqual([]);
  });
});
