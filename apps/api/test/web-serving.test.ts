import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdr-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="uk"><div id="root"></div></html>');
  const js = `console.log(${JSON.stringify('тренажер '.repeat(400))});`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(js));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(js));
  // The service worker and the web app manifest of vite-plugin-pwa (decision 135).
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Тренажер ПДР' }));
  return dir;
}

describe('serving the built web app', () => {
  const ctx = useTestApp('pglite', { env: { WEB_DIST: fakeBuild() } });
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
    });

  it('serves index.html at / with no-cache', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable, brotli-compressed when the browser accepts it', async () => {
    const res = await get('/assets/index-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('тренажер');
  });

  it('sends gzip to a browser that does not accept brotli', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers index.html for other page paths, and 404 for a missing file', async () => {
    const page = await get('/login');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const missing = await get('/assets/missing-123.js');
    expect(missing.statusCode).toBe(404);
  });

  it('serves the service worker and the web app manifest revalidated on every load (decision 135)', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Тренажер ПДР' });
  });

  it('lets the page register its own service worker and read its manifest, from this origin only', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self';");
    expect(policy).toContain("manifest-src 'self';");
  });

  it('compresses API JSON responses: zstd for a browser that takes it (the fastest), else brotli', async () => {
    const browser = await get('/api/docs/json', 'gzip, deflate, br, zstd');
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('zstd');
    const json = JSON.parse(zlib.zstdDecompressSync(browser.rawPayload).toString()) as unknown;
    const res = await get('/api/docs/json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(json);
  });

  it('sends built files precompressed with brotli to a browser that also takes zstd', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('тренажер');
  });
});
