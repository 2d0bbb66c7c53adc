/// <reference types="vitest/config" />
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { APPEARANCE_GATE, THEME_COLORS } from '@pdr/contract/appearance';
import { HOME_SHELL_GATE, HOME_SHELL_ID, HOME_SHELL_LANGUAGE } from '@pdr/contract/home-shell';
import { LANGUAGES, type Language } from '@pdr/contract/language';
import { chunkFiles, entryKey, type Manifest } from '../../scripts/vite-manifest.ts';

const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;
const root = import.meta.dirname;
const SHELL_MARK = '<!--home-shell-->';

const HOME_SCREEN = 'src/app/routes/home.tsx';
// The light theme's bar colour and page background (src/styles/tokens.css), for the installed app's frame.
const THEME_COLOR = THEME_COLORS.light;
const BACKGROUND_COLOR = '#f4f7fb';

/**
 * Builds the guest's home page into index.html (decision 117): after the app's build, a server-side build of
 * src/app/home-shell.tsx renders it with the app's own components and class names, and index.html gets that HTML in
 * place of its mark, with the inline gate script that hides it on other screens or for a signed-in learner.
 *
 * In writeBundle, which runs (in order) before any plugin's closeBundle: the service worker is generated in
 * vite-plugin-pwa's closeBundle from the files on disk, so it precaches this rewritten index.html (decision 135).
 */
function homeShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pdr-home-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      // Inside the app's folder, so that the rendering build finds React and the rest in node_modules.
      const ssrOut = await mkdtemp(path.join(root, 'node_modules', '.home-shell-'));
      try {
        await build({
          root,
          configFile: path.join(root, 'vite.config.ts'),
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/app/home-shell.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
        });
        const rendering = pathToFileURL(path.join(ssrOut, 'home-shell.js')).href;
        const { renderHomeShell } = (await import(rendering)) as {
          renderHomeShell: (language: Language) => Promise<string>;
        };
        const outDir = path.resolve(root, config.build.outDir);
        const file = path.join(outDir, 'index.html');
        const html = await readFile(file, 'utf8');
        if (!html.includes(SHELL_MARK)) throw new Error(`index.html has no ${SHELL_MARK}`);
        // The home screen's own styles come with its chunk, after the entry's: inline here, they are there at the
        // first paint, and they leave with the shell (by then the chunk's have loaded).
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const entry = chunkFiles(manifest, entryKey(manifest), new Set());
        const own = [...chunkFiles(manifest, HOME_SCREEN, new Set(entry))].filter(
          (asset) => !entry.has(asset) && asset.endsWith('.css'),
        );
        const css = await Promise.all(own.map((asset) => readFile(path.join(outDir, asset), 'utf8')));
        // The page in each language, the one the device chose shown (HOME_SHELL_GATE marks an English device).
        let pages = '';
        for (const language of LANGUAGES)
          pages += `<div ${HOME_SHELL_LANGUAGE}="${language}" lang="${language}">${await renderHomeShell(language)}</div>`;
        const choice =
          `.shell-en [${HOME_SHELL_LANGUAGE}]:not([${HOME_SHELL_LANGUAGE}="en"]),` +
          `html:not(.shell-en) [${HOME_SHELL_LANGUAGE}]:not([${HOME_SHELL_LANGUAGE}="uk"]){display:none}`;
        const shell =
          `<script>${HOME_SHELL_GATE}</script>` +
          `<div id="${HOME_SHELL_ID}"><style>${choice}${css.join('')}</style>${pages}</div>`;
        await writeFile(
          file,
          html.replace(SHELL_MARK, () => shell),
        );
      } finally {
        await rm(ssrOut, { recursive: true, force: true });
      }
    },
  };
}

const APPEARANCE_MARK = '<!--appearance-->';

/** The appearance gate (@pdr/contract/appearance) in the head, after the bar colour it sets, in dev and build. */
function appearance(): Plugin {
  return {
    name: 'pdr-appearance',
    transformIndexHtml(html) {
      if (!html.includes(APPEARANCE_MARK)) throw new Error(`index.html has no ${APPEARANCE_MARK}`);
      return html.replace(APPEARANCE_MARK, () => `<script>${APPEARANCE_GATE}</script>`);
    },
  };
}

/**
 * The web app manifest and the service worker (decisions 135, 136 and 164). The worker's source is
 * src/sw/sw.ts (built by the plugin's injectManifest, with the shell's precache list put in): the shell precached,
 * every navigation answered with index.html, the server's own paths to the network, and a learner's theory reads
 * and pictures kept under the session that fetched them. The app registers it itself after the page is interactive
 * (src/features/offline/pwa-register.ts) and offers a new version with a prompt.
 */
function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Тренажер ПДР',
      short_name: 'ПДР',
      description: 'Підготовка до теоретичного іспиту з ПДР України: теми, білети, іспит, теорія.',
      lang: 'uk',
      dir: 'ltr',
      start_url: '/#/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      categories: ['education'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectManifest: {
      // The shell: scripts, styles, the page, its pictures and fonts. Not the share pictures, not Vite's manifest.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['.vite/**', 'og-image*', 'sw.js'],
      // One classic script, as the generated worker was: registered without type 'module'.
      rollupFormat: 'iife',
    },
  });
}

export default defineConfig({
  root,
  plugins: [
    react(),
    // Each `.po` catalog compiled when imported; a missing or broken translation fails the build (decision 170).
    lingui({
      configPath: path.join(root, 'lingui.config.ts'),
      failOnMissing: true,
      failOnCompileError: true,
    }),
    appearance(),
    homeShell(),
    pwa(),
  ],
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      // Libraries' run-time styles go into constructed style sheets, not <style> elements, which the
      // Content-Security-Policy refuses (decision 131): react-select's emotion and react-remove-scroll's styles.
      '@emotion/sheet': new URL('./src/lib/emotion-sheet.ts', import.meta.url).pathname,
      'react-style-singleton': new URL('./src/lib/style-singleton.ts', import.meta.url).pathname,
      'use-sync-external-store/shim': new URL('./src/lib/use-sync-external-store.ts', import.meta.url)
        .pathname,
    },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Lists each screen's chunks: scripts/web-sizes.ts reads it for the first-load budget (decision 114).
    manifest: true,
    // A lazy screen's import names its styles only, not every chunk it imports: the entry's lists of those chunks
    // were 2.0 KB of the first load of `/` (120.9 → 118.9 KB gzip, decision 170). A screen's shared chunks then
    // come one round trip after its own on a first visit, until the service worker has cached them all. No
    // polyfill for <link rel=modulepreload> either (0.25 KB).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    // What the first page loads (the entry and everything it imports) is one chunk: split into the pieces other
    // chunks share, it was 14 files, and each lazy import listed them all for preloading (decision 115).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
        // Chunks and styles named by their hash alone: the entry lists every lazy screen's styles for preloading
        // (`__vite__mapDeps`), and the names cost 1.2 KB of the first load of `/` (120.0 → 118.8 KB gzip).
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
      },
    },
  },
  // The dev server sends the API's paths to the app started with `npm start` on PORT (3000 unless set).
  server: { proxy: { '/api': apiTarget, '/images': apiTarget } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker, each file still in a context of its own: creating jsdom per file was half the web
    // project's time (85 of 170 s on this machine; 3 min 20 s → 1 min in one run).
    pool: 'vmThreads',
    // As the root's vitest.config.ts (two on a 2-core machine): Vitest refuses projects with different figures.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    include: ['src/**/*.test.{ts,tsx}'],
    // Beside the API project on a loaded 2-core CI machine, a test of a few clicks that takes 0.5 s alone went past
    // Vitest's 5 s default; 15 s still stops a test that hangs.
    testTimeout: 15_000,
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
