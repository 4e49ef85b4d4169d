/**
 * Watches a page for anything shop data made run: a dialog, the `window.__hostile` marker, a
 * navigation or `window.open` to an address that is not http(s), a popup off http(s), and
 * markup that could run (an `on…` attribute, a script, frame, object, embed, base or meta element
 * inside the app, a link whose address is not http(s) or a bare phone number). CSP violations
 * fail every journey through the fixture already.
 */
import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/state/storage-keys.ts';
import { afterFrames } from './settled.ts';

export interface Watch {
  /** What ran or went where it must not, in the order it happened. */
  problems: string[];
}

const SAFE_PAGE = /^(https?:|about:blank$)/;

export async function watchForExecution(page: Page): Promise<Watch> {
  const watch: Watch = { problems: [] };
  page.on('dialog', async (dialog) => {
    watch.problems.push(`dialog ${dialog.type()}: ${dialog.message().slice(0, 80)}`);
    await dialog.dismiss().catch(() => undefined);
  });
  page.on('framenavigated', (frame) => {
    if (!SAFE_PAGE.test(frame.url())) watch.problems.push(`navigation to ${frame.url().slice(0, 80)}`);
  });
  page.on('popup', (popup) => {
    if (!SAFE_PAGE.test(popup.url())) watch.problems.push(`popup to ${popup.url().slice(0, 80)}`);
  });
  await page.addInitScript(() => {
    const opened: string[] = [];
    Reflect.set(window, '__opened', opened);
    const open = window.open.bind(window);
    window.open = (url?: string | URL, ...rest: [string?, string?]) => {
      opened.push(String(url ?? ''));
      return open(url, ...rest);
    };
  });
  return watch;
}

/** Checks the page now: nothing ran, nothing dangerous is in the document. */
export async function expectNothingRan(
  page: Page,
  watch: Watch,
  where: string,
  { ownForms = false }: { ownForms?: boolean } = {},
): Promise<void> {
  const found = await page.evaluate((formsAllowed) => {
    const problems: string[] = [];
    if (Reflect.get(window, '__hostile') !== undefined)
      problems.push(`__hostile = ${Reflect.get(window, '__hostile')}`);
    for (const url of (Reflect.get(window, '__opened') as string[] | undefined) ?? []) {
      if (!/^https?:/i.test(new URL(url, location.href).protocol)) problems.push(`window.open(${url.slice(0, 60)})`);
    }
    const root = document.getElementById('root') ?? document.body;
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        if (/^on/i.test(attribute)) problems.push(`<${element.localName} ${attribute}>`);
      }
    }
    const risky = formsAllowed
      ? 'script, iframe, object, embed, base, meta'
      : 'script, iframe, object, embed, base, meta, form[action]';
    for (const element of document.body.querySelectorAll(risky)) problems.push(`<${element.localName}> in the page`);
    for (const link of document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
      const safe = /^https?:$/.test(link.protocol) || /^tel:[\d+]*$/.test(link.href);
      if (!safe) problems.push(`link to ${link.href.slice(0, 60)}`);
    }
    return problems;
  }, ownForms);
  expect([...watch.problems, ...found], `nothing ran or was left to run on ${where}`).toEqual([]);
}

/** Scrolls to the bottom in screen-sized steps, so every lazily built section is drawn. */
export async function scrollThrough(page: Page): Promise<void> {
  // From the top: a reload may have brought the diner back to a place further down.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 60; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.9);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    // The sections near the screen are seen to approach in the frames after the scroll.
    await afterFrames(page);
    if (atEnd) break;
  }
  // A menu section still standing in for its cards has not been drawn: wait until none is left.
  await expect(page.locator('[data-stand-in="true"]')).toHaveCount(0);
}

/**
 * Closes the home's modal dialogs (notice, cart question, welcome or promotion). They come one at
 * a time, each in a task of its own; the welcome comes last and marks itself shown as it opens, so
 * the home is clear once it has been and no dialog is open.
 */
export async function closeDialogs(page: Page): Promise<void> {
  const open = page.locator('dialog[open]');
  const welcomeShown = () =>
    page.evaluate((flag) => sessionStorage.getItem(flag) === 'true', STORAGE_KEYS.session.firstVisitPopupShown);
  for (let tries = 0; tries < 5; tries++) {
    if ((await open.count()) === 0) {
      if (await welcomeShown()) return;
      await expect(open.first()).toBeVisible();
    }
    const dialog = await open.first().elementHandle();
    await page.keyboard.press('Escape');
    await page.waitForFunction((closing) => !(closing as HTMLDialogElement).open || !closing.isConnected, dialog);
    await dialog.dispose();
  }
  await expect(open).toHaveCount(0);
}
