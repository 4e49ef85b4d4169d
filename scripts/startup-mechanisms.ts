/**
 * The special mechanisms of the menu's first start, each of which a bench build can leave out
 * (`BENCH_WITHOUT=yields,font-warmup vite build`) so `npm run bench:ablation` can measure what
 * each one buys. A build without the variable is the product: every switch is a build-time
 * constant or a plugin option, so the minifier drops the unused path and no product file carries
 * both.
 */

interface Mechanism {
  /** What the mechanism does, as the ablation prints it. */
  does: string;
  /** Whether the ablation measures a first visit (Lighthouse) and a repeat visit without it. */
  firstVisit: boolean;
  repeatVisit: boolean;
}

export const STARTUP_MECHANISMS = {
  'early-calls': {
    does: "the boot script sends the menu's first calls and shows the shop's banner in the frame",
    firstVisit: true,
    repeatVisit: true,
  },
  'startup-frame': {
    does: 'the page paints a start-up frame before the app has started',
    firstVisit: true,
    repeatVisit: false,
  },
  'font-warmup': {
    does: "the boot script lays out the menu's text styles, one per task, while the code downloads",
    firstVisit: true,
    repeatVisit: false,
  },
  yields: {
    does: "start-up yields to the browser between its steps and after each call's answer",
    firstVisit: true,
    repeatVisit: true,
  },
} as const satisfies Record<string, Mechanism>;

export type StartupMechanism = keyof typeof STARTUP_MECHANISMS;

function isMechanism(name: string): name is StartupMechanism {
  return Object.hasOwn(STARTUP_MECHANISMS, name);
}

/**
 * The mechanisms a build leaves out, from a comma-separated list; a name that is not one of them
 * throws, so a typo never measures the full build under another name.
 * @example mechanismsLeftOut('yields, font-warmup') // Set { 'yields', 'font-warmup' }
 */
export function mechanismsLeftOut(list: string | undefined): ReadonlySet<StartupMechanism> {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isMechanism(name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_WITHOUT: no start-up mechanism ${unknown.join(', ')} (known: ${Object.keys(STARTUP_MECHANISMS).join(', ')})`,
    );
  }
  return new Set(names.filter(isMechanism));
}

/** The start-up frame's visible parts in index.html: the bar, the two grey blocks, the banner's slot. */
const FRAME_PARTS =
  /\s*<div class="boot-shell-bar">[\s\S]*?<\/div>\s*<div class="boot-shell-block"><\/div>\s*<div class="boot-shell-block boot-shell-banner"><\/div>/;
/** The frame's box, which gives the empty page the app's background and width; the warm-up box stays. */
const FRAME_BOX = /<div class="app" aria-hidden="true">(\s*(?:<div class="boot-font-warmup">[^<]*<\/div>)?)\s*<\/div>/;
/** The box the font warm-up lays its samples out in (src/boot/font-warmup.ts). */
const WARMUP_BOX = /\s*<div class="boot-font-warmup">[^<]*<\/div>/;

/**
 * index.html without the page-side parts of the mechanisms left out: without the start-up frame
 * the page is empty until the app renders (the warm-up box stays, invisible, for the font
 * warm-up); without the font warm-up its box goes. Throws when index.html no longer has what it
 * removes, so the ablation never silently measures the full page.
 */
export function pageWithout(html: string, without: ReadonlySet<StartupMechanism>): string {
  let page = html;
  const replace = (pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(page)) throw new Error(`BENCH_WITHOUT: index.html has no ${what}`);
    page = page.replace(pattern, by);
  };
  if (without.has('font-warmup')) replace(WARMUP_BOX, '', 'font warm-up box');
  if (without.has('startup-frame')) {
    replace(FRAME_PARTS, '', 'start-up frame');
    replace(FRAME_BOX, '$1', 'start-up frame box');
  }
  return page;
}
