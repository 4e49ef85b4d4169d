/**
 * Where each picture sits in the layout: the `sizes` the browser reads to pick a width, and the
 * widest it is ever shown (CSS px), from which the list of widths is made. The numbers follow the
 * stylesheets: the app's column is at most 560 px wide with 16 px margins (`--space`), the row's
 * picture is 88 px, the grid has 2 columns below 480 px and 3 from there, the carousel shows 2 to 3
 * slides 10 px apart, group thumbnails are 56 px. `sizes` reads the viewport only, so it is the
 * same in right-to-left pages; at 320 px it gives the smallest widths.
 */

export interface PictureSlot {
  sizes: string;
  /** The widest the picture is shown, in CSS px. */
  maxCssWidth: number;
  /** The width and height the picture's box has before it loads (its aspect ratio). */
  width: number;
  height: number;
}

const COLUMN = 'min(100vw, 560px)';
const INSIDE = `calc(${COLUMN} - 32px)`;

export const PICTURE_SLOTS = {
  /** A category list's row: the 88 px square beside the name. */
  menuRow: { sizes: '88px', maxCssWidth: 88, width: 88, height: 88 },
  /** The easy view's one column: the picture across the card. */
  menuEasy: { sizes: INSIDE, maxCssWidth: 528, width: 528, height: 396 },
  /** The all-menu grid: 2 columns below 480 px, 3 from there. */
  menuTile: {
    sizes: '(min-width: 560px) 168px, (min-width: 480px) calc((100vw - 56px) / 3), calc((100vw - 44px) / 2)',
    maxCssWidth: 218,
    width: 218,
    height: 218,
  },
  /** The recommended carousel: 2 to 3 slides (carousel.css `--per-view`), 10 px apart. */
  carousel: {
    sizes:
      '(min-width: 560px) 170px, (min-width: 410px) calc((100vw - 52px) / 3), (min-width: 375px) calc((100vw - 50px) / 2.8), (min-width: 340px) calc((100vw - 48px) / 2.6), (min-width: 300px) calc((100vw - 46px) / 2.4), calc((100vw - 42px) / 2)',
    maxCssWidth: 170,
    width: 170,
    height: 170,
  },
  /** The menu detail's picture across the sheet. */
  detail: { sizes: COLUMN, maxCssWidth: 560, width: 560, height: 420 },
  /** A shop or group banner (3:1) inside the column's margins. */
  banner: { sizes: INSIDE, maxCssWidth: 528, width: 528, height: 176 },
  /** The promotion picture inside the welcome dialog. */
  promotion: { sizes: INSIDE, maxCssWidth: 528, width: 600, height: 400 },
  /** Group page thumbnails and custom link pictures. */
  groupThumb: { sizes: '56px', maxCssWidth: 56, width: 56, height: 56 },
  /** A cart line's picture. */
  cartThumb: { sizes: '64px', maxCssWidth: 64, width: 64, height: 64 },
  /** The shop's logo in the title bar. */
  logo: { sizes: '28px', maxCssWidth: 28, width: 28, height: 28 },
  /** The full-screen image viewer, zoomed in on. */
  viewer: { sizes: '100vw', maxCssWidth: 640, width: 640, height: 640 },
} as const satisfies Record<string, PictureSlot>;

export type PictureSlotName = keyof typeof PICTURE_SLOTS;

/**
 * The widths resizers are asked for: few, so their caches and the worker's are shared across
 * pictures. 720 is there for the banner on a 412 px phone at 1.75× (Lighthouse's phone, and many
 * Android ones): it needs 665 px, and the next step, 828, would cost half as many bytes again.
 */
export const WIDTH_LADDER: readonly number[] = [64, 96, 128, 176, 256, 352, 480, 640, 720, 828, 1080, 1280];

/**
 * The widths offered for a slot: the ladder's up to twice its widest CSS width, then that width
 * itself. A phone at more than 2 device pixels per CSS pixel gets the 2× picture: sharper is not
 * seen at a menu picture's size, and it would cost bytes (the budget counts at most 2×).
 */
export function candidateWidths(maxCssWidth: number): number[] {
  const cap = Math.ceil(maxCssWidth * 2);
  return [...WIDTH_LADDER.filter((width) => width < cap), cap];
}
