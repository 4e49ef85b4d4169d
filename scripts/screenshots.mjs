// `npm run screenshots`: phone-size pictures of the menu home and a menu detail, for the docs and
// for the web app manifest's install screenshots. Builds into .tmp/dist-screenshots, serves it with
// the demo service, opens the Hanok Village demo table at 390×844 and saves
//   docs/screenshots/menu-home.png    → also public/screenshots/menu.png
//   docs/screenshots/menu-detail.png  → also public/screenshots/detail.png
// Korean text needs a CJK font on the machine (Debian: fonts-noto-cjk).
import { copyFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { build, catalogueEntry, serve } from './serve-build.mjs';

const DIST = '.tmp/dist-screenshots';
const SHOTS = [
  ['docs/screenshots/menu-home.png', 'public/screenshots/menu.png'],
  ['docs/screenshots/menu-detail.png', 'public/screenshots/detail.png'],
];

async function allPicturesLoaded(page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((img) => img.complete),
  );
}

async function main() {
  console.log(`building into ${DIST} …`);
  build(DIST);
  const server = await serve(DIST);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // The once-a-session popups would cover the menu: mark them as seen.
    await page.addInitScript(() => {
      sessionStorage.setItem('table-order:v1:notice-shown', 'true');
      sessionStorage.setItem('table-order:v1:first-visit-popup-shown', 'true');
    });
    const entry = await catalogueEntry(server.origin, 'dine-in', 'pg-smartro', 'locales');
    await page.goto(new URL(entry.url, server.origin).href);
    await page.waitForURL(/\/list\//);
    await page.locator('.reco-track.is-keen').waitFor();
    await allPicturesLoaded(page);
    mkdirSync('docs/screenshots', { recursive: true });
    mkdirSync('public/screenshots', { recursive: true });
    await page.screenshot({ path: SHOTS[0][0] });

    await page.locator('.menu-category .menu-card').first().click();
    await page.waitForURL(/\/\d+\/\d+\/\d+$/);
    await page.locator('.detail-name').waitFor();
    await allPicturesLoaded(page);
    await page.screenshot({ path: SHOTS[1][0] });

    for (const [from, to] of SHOTS) {
      copyFileSync(from, to);
      console.log(`saved ${from} and ${to}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
