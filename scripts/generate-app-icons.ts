// Draws the installable app's icons (apps/web/public) from the portal's mark, in the brand's colour
// (apps/web/src/app/theme.ts), with the Chromium the tests use: no native image package. The PNGs are
// committed; run this again only when the mark or the colour changes:
//   node --import tsx scripts/generate-app-icons.ts

import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { BRAND_COLOUR } from '../apps/web/src/app/theme.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';

const PUBLIC_DIR = resolve(import.meta.dirname, '../apps/web/public');

/** The "T" of favicon.svg and the header's brand mark, on a 32-unit grid. */
const MARK = 'M9 10h14v3h-5.5v11h-3V13H9z';

interface Icon {
  file: string;
  size: number;
  /**
   * `rounded`: the favicon's rounded square on a transparent ground (purpose "any").
   * `full-bleed`: the colour to every edge, for launchers that cut their own shape (maskable, iOS). The
   * mark stays inside the maskable safe zone (a circle of 80 % of the width, radius 12.8 units): its
   * farthest corner is 9.2 units from the centre.
   */
  shape: 'rounded' | 'full-bleed';
}

const ICONS: Icon[] = [
  { file: 'icons/icon-192.png', size: 192, shape: 'rounded' },
  { file: 'icons/icon-512.png', size: 512, shape: 'rounded' },
  { file: 'icons/icon-maskable-512.png', size: 512, shape: 'full-bleed' },
  { file: 'apple-touch-icon.png', size: 180, shape: 'full-bleed' },
];

function iconSvg({ size, shape }: Icon): string {
  const radius = shape === 'rounded' ? 6 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
<rect width="32" height="32" rx="${radius}" fill="${BRAND_COLOUR}"/><path d="${MARK}" fill="#fff"/></svg>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(`<body style="margin:0;background:transparent">${iconSvg(icon)}</body>`);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(resolve(PUBLIC_DIR, icon.file), png);
    await page.close();
    console.log(`${icon.file}: ${icon.size} x ${icon.size}`);
  }
} finally {
  await browser.close();
}
