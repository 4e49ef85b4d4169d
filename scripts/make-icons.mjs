// Renders the app icons (any and maskable) from one SVG drawing with the machine's Chromium.
// Re-run after changing the drawing: node scripts/make-icons.mjs
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const bag = (scale) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M150 210h212l-22 160a30 30 0 0 1-30 26H202a30 30 0 0 1-30-26z" fill="#fff"/>
    <path d="M196 210c0-48 28-80 60-80s60 32 60 80" fill="none" stroke="#fff" stroke-width="28" stroke-linecap="round"/>
    <circle cx="256" cy="300" r="26" fill="#ff6b00"/>
  </g>`;
const icons = [
  { file: 'icon-192.png', size: 192, svg: `<rect width="512" height="512" rx="112" fill="#ff6b00"/>${bag(1)}` },
  { file: 'icon-512.png', size: 512, svg: `<rect width="512" height="512" rx="112" fill="#ff6b00"/>${bag(1)}` },
  // maskable: full-bleed background, drawing inside the 80% safe zone
  { file: 'maskable-512.png', size: 512, svg: `<rect width="512" height="512" fill="#ff6b00"/>${bag(0.72)}` },
  { file: 'apple-touch-icon.png', size: 180, svg: `<rect width="512" height="512" fill="#ff6b00"/>${bag(0.85)}` },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const { file, size, svg } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">${svg}</svg></body></html>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
  await page.close();
}
await browser.close();
console.log('icons written to public/icons/');
