import { describe, expect, it } from 'vitest';
import { SIGNED_IMAGE_WINDOW_S, imageSignatureLeft, signImage } from './image-signature.ts';

const KEY = 'k'.repeat(32);
const FILE = 'theory/a-000000000000.svg';
const START = new Date(Date.UTC(2030, 0, 1, 10, 0, 0));
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const asQuery = ({ expires, sig }: { expires: number; sig: string }) => ({ expires: String(expires), sig });

describe('signImage', () => {
  it('gives the same address throughout a window, so the browser cache keeps answering', () => {
    expect(signImage(KEY, FILE, at(SIGNED_IMAGE_WINDOW_S - 1))).toEqual(signImage(KEY, FILE, START));
    expect(signImage(KEY, FILE, at(SIGNED_IMAGE_WINDOW_S)).expires).toBe(
      signImage(KEY, FILE, START).expires + SIGNED_IMAGE_WINDOW_S,
    );
  });
});

describe('imageSignatureLeft', () => {
  it('accepts an address for one to two windows, then refuses it', () => {
    const signature = asQuery(signImage(KEY, FILE, START));
    expect(imageSignatureLeft(KEY, FILE, signature, START)).toBe(2 * SIGNED_IMAGE_WINDOW_S);
    expect(imageSignatureLeft(KEY, FILE, signature, at(2 * SIGNED_IMAGE_WINDOW_S - 1))).toBe(1);
    expect(imageSignatureLeft(KEY, FILE, signature, at(2 * SIGNED_IMAGE_WINDOW_S))).toBeNull();
  });

  it('refuses another file, another key, a moved expiry and malformed values', () => {
    const signature = asQuery(signImage(KEY, FILE, START));
    expect(imageSignatureLeft(KEY, 'theory/b-000000000000.svg', signature, START)).toBeNull();
    expect(imageSignatureLeft('x'.repeat(32), FILE, signature, START)).toBeNull();
    const later = { ...signature, expires: String(Number(signature.expires) + 60) };
    expect(imageSignatureLeft(KEY, FILE, later, START)).toBeNull();
    for (const query of [
      {},
      { expires: signature.expires },
      { ...signature, expires: '1e12' },
      { ...signature, sig: ['a'] },
    ])
      expect(imageSignatureLeft(KEY, FILE, query, START)).toBeNull();
  });
});
