/**
 * What a small phone must never show: a page that scrolls sideways, a price broken across lines, a
 * button label that wraps, a dialog that sticks out of the screen. Shared by the 320 px journeys.
 */
import type { Page } from '@playwright/test';

/** A price as the app writes one in any language: ₩1,000 · 1,000원 · 12 000 ₩ · $32.99 · 185.000 ₫. */
const PRICE = /[+(]?(?:[₩$]\s?\d[\d,.\u00a0\u202f ]*\d|\d[\d,.\u00a0\u202f ]*\d?\s?(?:원|₩|₫|\$))\)?/g;

export interface LayoutProblems {
  sideways: number | string;
  splitPrices: string[];
  wrappedButtons: string[];
  dialogsOffScreen: string[];
}

export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'g');
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    // What sticks out, named, so a failure says where to look.
    const outside = sideways
      ? [...document.body.querySelectorAll('*')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
          })
          .slice(-3)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      : [];
    const splitPrices: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('[hidden], script, style, template') || parent.offsetParent === null) continue;
      for (const match of text.matchAll(pattern)) {
        if (!/\d/.test(match[0])) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].trimEnd().length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) splitPrices.push(match[0]);
      }
    }
    // A button's label is one line: buttons stack on purpose instead of wrapping inside.
    const wrappedButtons = [
      ...document.querySelectorAll('.bottom-bar button, .dialog-actions button, .result-actions button'),
    ]
      .filter((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return tops.size > 1;
      })
      .map((button) => button.textContent ?? '');
    const dialogsOffScreen = [...document.querySelectorAll('dialog[open]')]
      .map((dialog) => dialog.getBoundingClientRect())
      .filter((r) => r.left < -1 || r.right > window.innerWidth + 1)
      .map((r) => `${Math.round(r.left)}..${Math.round(r.right)}`);
    return {
      sideways: sideways ? `${sideways}px: ${outside.join(', ')}` : 0,
      splitPrices,
      wrappedButtons,
      dialogsOffScreen,
    };
  }, PRICE.source);
}
