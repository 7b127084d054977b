import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser';

/*
 * Draws the app's PNG icons from their SVG sources in client/public/icons with Chromium (the
 * rasteriser the project already has, through playwright-core). Run after changing a source:
 * `npx tsx scripts/generate-icons.ts`; the PNGs are committed, so builds need no browser.
 */
const ICONS = path.resolve('client/public/icons');
const OUTPUTS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  // iOS ignores the manifest's icons and rounds the corners itself: a full square.
  { source: 'icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

const browser = await launchBrowser();
try {
  for (const { source, file, size } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = fs.readFileSync(path.join(ICONS, source), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(ICONS, file), omitBackground: true });
    await page.close();
    console.log(`${file} (${size}x${size}) from ${source}`);
  }
} finally {
  await browser.close();
}
