/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Lists each screen's chunks: scripts/web-sizes.ts reads it for the first-load budget (issue 13).
    manifest: true,
    // What the first page loads (the entry and everything it imports) is one chunk: split into the pieces other
    // chunks share, it was 14 files, and each lazy import listed them all for preloading (decision 115).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  // The dev server sends the API's paths to the app started with `npm start` on PORT (3000 unless set).
  server: { proxy: { '/api': apiTarget, '/images': apiTarget } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
