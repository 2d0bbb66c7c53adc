// Renders the app's install icons (the web app manifest's and Apple's home-screen icon, decision 135) from our own
// SVGs in apps/web/public/icons into the PNG sizes browsers ask for, with the Chromium the e2e stories use. The PNGs
// are committed: run `node scripts/pwa-icons.ts` again after changing an SVG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const folder = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));

/** PNG file, source SVG and size in pixels. The `any` icon keeps its rounded corners transparent. */
const ICONS: [file: string, svg: string, size: number][] = [
  ['icon-192.png', 'icon.svg', 192],
  ['icon-512.png', 'icon.svg', 512],
  ['icon-maskable-512.png', 'icon-maskable.svg', 512],
  ['apple-touch-icon.png', 'icon-maskable.svg', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [file, svg, size] of ICONS) {
    const source = readFileSync(path.join(folder, svg)).toString('base64');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0"><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${source}"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: path.join(folder, file), omitBackground: true });
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
