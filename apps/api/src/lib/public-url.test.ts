import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { publicBase } from './public-url.ts';

const request = { protocol: 'http', host: '192.168.1.20:3000' } as FastifyRequest;

describe('publicBase', () => {
  it("follows the client's address when PUBLIC_URL is not set", () => {
    expect(publicBase({ PUBLIC_URL: 'http://localhost:3000', PUBLIC_URL_IS_SET: false }, request)).toBe(
      'http://192.168.1.20:3000',
    );
  });
  it("uses the operator's PUBLIC_URL, without a trailing slash, when set", () => {
    expect(publicBase({ PUBLIC_URL: 'https://pdr.example.ua/', PUBLIC_URL_IS_SET: true }, request)).toBe(
      'https://pdr.example.ua',
    );
  });
});
