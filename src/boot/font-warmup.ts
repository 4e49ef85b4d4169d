/**
 * Prepares, while the page waits for the app's code, the fonts the menu's first screen draws. A
 * browser sets up each font at each size and weight the first time it lays text out in it, and on
 * a slow phone those set-ups made the menu's first layout the longest task of the whole start. Here
 * they run one style per task, while the main thread would otherwise sit idle on the network.
 *
 * The samples are never seen or read: they are invisible and inside the start-up frame, which is
 * hidden from screen readers and replaced by the app. They are glyph samples, not interface text.
 */
import type { UiLocale } from '../shared/i18n/locales.ts';

/** The sizes (tokens of base.css's type scale) and weights the menu home's first screen uses. */
export const MENU_TEXT_STYLES: readonly (readonly [token: `--text-${string}`, weight: 400 | 700])[] = [
  ['--text-xs', 700],
  ['--text-sm', 400],
  ['--text-sm', 700],
  ['--text-md', 400],
  ['--text-md', 700],
  ['--text-lg', 700],
];

/** Shop and menu names are Korean in every language; prices are digits; the rest is the diner's. */
const COMMON_SAMPLE = '메뉴 주문 Menu 0123456789,원';
const SCRIPT_SAMPLES: Readonly<Record<UiLocale, string>> = {
  ko: '',
  en: '',
  jp: 'メニュー注文',
  ch: '菜单点餐',
  al: 'قائمة الطعام',
  vi: 'Thực đơn',
  ru: 'Меню заказ',
};

export function fontSample(locale: UiLocale): string {
  return `${COMMON_SAMPLE} ${SCRIPT_SAMPLES[locale]}`.trim();
}

/**
 * Lays the sample out in each style, one per task, inside the frame's warm-up box (index.html).
 * Stops as soon as the app has replaced the frame.
 */
export function warmFonts(sample: string, styles = MENU_TEXT_STYLES): void {
  let next = 0;
  const step = () => {
    const box = document.querySelector('#root .boot-font-warmup');
    const style = styles[next++];
    if (!box || !style) return;
    const line = document.createElement('span');
    line.style.fontSize = `var(${style[0]})`;
    line.style.fontWeight = String(style[1]);
    line.textContent = sample;
    box.append(line);
    // Laid out in this task, not in one frame together with all the others.
    void line.offsetWidth;
    setTimeout(step, 0);
  };
  // After the frame's first paint, so the diner sees it without waiting for any of this.
  requestAnimationFrame(() => setTimeout(step, 0));
}
