import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipParts } from './gzip-parts.ts';

describe('gzipParts', () => {
  it('is a gzip stream of the three parts laid end to end, whatever their contents', () => {
    const text = Buffer.from(
      JSON.stringify({ questions: Array.from({ length: 400 }, (_, i) => `питання ${i}`) }),
    );
    for (const [head, kept, tail] of [
      [Buffer.from('{"a":1,"data":"'), text, Buffer.from('"}')],
      [Buffer.alloc(0), randomBytes(70_000), Buffer.alloc(0)],
      [randomBytes(3), Buffer.alloc(0), randomBytes(5)],
      // Parts past a stored block's 65,535 bytes.
      [randomBytes(70_000), Buffer.from('середина'), randomBytes(140_000)],
      [Buffer.alloc(0), Buffer.from('x'), Buffer.alloc(0)],
    ] as const) {
      const gzip = gzipParts(head, kept, tail);
      expect(zlib.gunzipSync(gzip).equals(Buffer.concat([head, kept, tail]))).toBe(true);
    }
  });

  it('compresses the kept part once per level and stays valid with another head', () => {
    const kept = Buffer.from('Дорожній знак '.repeat(5000));
    const first = gzipParts(Buffer.from('{"x":"'), kept, Buffer.from('"}'));
    const second = gzipParts(Buffer.from('{"x":"інший початок'), kept, Buffer.from('"}'));
    expect(zlib.gunzipSync(second).toString()).toBe(`{"x":"інший початок${kept.toString()}"}`);
    const third = gzipParts(Buffer.from('{"x":"'), kept, Buffer.from('"}'));
    expect(first.length).toBeLessThan(kept.length / 10);
    // Seen again, the part is compressed once more at the highest level: never larger.
    expect(third.length).toBeLessThanOrEqual(first.length);
    expect(zlib.gunzipSync(third).equals(zlib.gunzipSync(first))).toBe(true);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['br', false],
    ['gzip;q=0', false],
    ['*', true],
    ['*, gzip;q=0', false],
    ['identity', false],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads a header given more than once', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
