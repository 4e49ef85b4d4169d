/**
 * Food-like illustrations drawn from a seed (the image path), so every menu keeps its picture across
 * restarts without storing any: a table top, a plate or a stone bowl, food in the menu's colours,
 * chopsticks; banners with a row of dishes; round logos.
 */
import { disc, ellipse, line, type Raster, type Rgb, rect, ring } from './raster.ts';

export type Random = () => number;

/** mulberry32 over a string hash: small, fast and the same on every machine. */
export function seededRandom(seed: string): Random {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function shade(color: Rgb, factor: number): Rgb {
  return [
    Math.max(0, Math.min(255, Math.round(color[0] * factor))),
    Math.max(0, Math.min(255, Math.round(color[1] * factor))),
    Math.max(0, Math.min(255, Math.round(color[2] * factor))),
  ];
}

const TABLES: Rgb[] = [
  [222, 184, 135],
  [205, 170, 125],
  [240, 228, 210],
  [188, 143, 100],
  [250, 235, 215],
];
const SAUCES: Rgb[] = [
  [192, 57, 43],
  [211, 84, 0],
  [141, 85, 36],
  [230, 126, 34],
  [160, 64, 40],
  [244, 208, 63],
];
const TOPPINGS: Rgb[] = [
  [76, 175, 80],
  [39, 174, 96],
  [244, 197, 66],
  [255, 255, 255],
  [120, 72, 40],
  [231, 76, 60],
  [255, 160, 122],
];
const WHITE: Rgb = [252, 252, 250];
const STONE: Rgb = [58, 58, 62];
const WOOD: Rgb = [122, 82, 48];
const BRAND: Rgb = [255, 122, 0];

/** Horizontal planks: rows repeat, so the PNG filter keeps the file small. */
function tableTop(raster: Raster, random: Random): void {
  const base = pick(random, TABLES);
  const plank = 40 + Math.floor(random() * 30);
  for (let y = 0; y < raster.height; y += plank) {
    rect(raster, 0, y, raster.width, y + plank - 3, Math.floor(y / plank) % 2 ? shade(base, 0.96) : base);
    rect(raster, 0, y + plank - 3, raster.width, y + plank, shade(base, 0.85));
  }
}

function toppings(raster: Raster, random: Random, cx: number, cy: number, radius: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius * 0.8;
    const size = radius * (0.08 + random() * 0.1);
    disc(raster, cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, size, pick(random, TOPPINGS));
  }
}

function stoneBowl(raster: Raster, random: Random, cx: number, cy: number, r: number): void {
  disc(raster, cx + r * 0.06, cy + r * 0.08, r * 1.02, shade(STONE, 0.6));
  disc(raster, cx, cy, r, STONE);
  const food = pick(random, SAUCES);
  disc(raster, cx, cy, r * 0.86, food);
  toppings(raster, random, cx, cy, r * 0.86, 10 + Math.floor(random() * 8));
  if (random() < 0.6) {
    disc(raster, cx + r * 0.1, cy - r * 0.1, r * 0.24, WHITE);
    disc(raster, cx + r * 0.1, cy - r * 0.1, r * 0.11, [245, 180, 30]);
  }
}

function noodleBowl(raster: Raster, random: Random, cx: number, cy: number, r: number): void {
  disc(raster, cx + r * 0.05, cy + r * 0.07, r * 1.02, shade(WHITE, 0.75));
  disc(raster, cx, cy, r, WHITE);
  ring(
    raster,
    cx,
    cy,
    r,
    r * 0.06,
    pick(random, [
      [30, 80, 160],
      [160, 40, 40],
      [40, 40, 40],
    ] as Rgb[]),
  );
  const broth = pick(random, SAUCES);
  disc(raster, cx, cy, r * 0.84, shade(broth, 1.15));
  const noodle: Rgb = [246, 226, 170];
  for (let i = 0; i < 14; i++) {
    const angle = random() * Math.PI;
    const offset = (random() - 0.5) * r * 0.9;
    const dx = Math.cos(angle) * r * 0.55;
    const dy = Math.sin(angle) * r * 0.55;
    line(raster, cx - dx + offset * 0.3, cy - dy + offset, cx + dx + offset * 0.3, cy + dy + offset, r * 0.05, noodle);
  }
  toppings(raster, random, cx, cy, r * 0.8, 6);
}

function ricePlate(raster: Raster, random: Random, cx: number, cy: number, r: number): void {
  const plate = pick(random, [
    [214, 232, 222],
    [226, 236, 244],
    [246, 240, 228],
  ] as Rgb[]);
  disc(raster, cx + r * 0.05, cy + r * 0.07, r * 1.02, shade(plate, 0.7));
  disc(raster, cx, cy, r, plate);
  ring(raster, cx, cy, r * 0.9, r * 0.04, shade(plate, 0.9));
  ellipse(raster, cx - r * 0.25, cy, r * 0.4, r * 0.34, WHITE);
  for (let i = 0; i < 5; i++)
    disc(raster, cx - r * 0.4 + i * r * 0.08, cy - r * 0.1 + (i % 2) * r * 0.12, r * 0.03, [238, 234, 222]);
  const main = pick(random, SAUCES);
  for (let i = 0; i < 7; i++) {
    ellipse(
      raster,
      cx + r * 0.3 + (random() - 0.5) * r * 0.4,
      cy + (random() - 0.5) * r * 0.7,
      r * 0.16,
      r * 0.1,
      shade(main, 0.85 + random() * 0.3),
    );
  }
  toppings(raster, random, cx + r * 0.25, cy, r * 0.5, 6);
}

function drinkGlass(raster: Raster, random: Random, cx: number, cy: number, r: number): void {
  const drink = pick(random, [
    [120, 60, 30],
    [250, 240, 220],
    [230, 126, 34],
    [200, 40, 60],
    [240, 230, 140],
  ] as Rgb[]);
  ellipse(raster, cx + r * 0.1, cy + r * 0.85, r * 0.55, r * 0.14, shade(pick(random, TABLES), 0.7));
  rect(raster, cx - r * 0.45, cy - r * 0.8, cx + r * 0.45, cy + r * 0.85, [235, 240, 245]);
  rect(raster, cx - r * 0.38, cy - r * 0.45, cx + r * 0.38, cy + r * 0.78, drink);
  for (let i = 0; i < 3; i++) {
    const x = cx - r * 0.25 + i * r * 0.22;
    const y = cy - r * 0.35 + (random() - 0.5) * r * 0.2;
    rect(raster, x, y, x + r * 0.16, y + r * 0.16, shade(drink, 1.35));
  }
  line(raster, cx + r * 0.1, cy - r * 1.05, cx + r * 0.25, cy + r * 0.3, r * 0.06, BRAND);
}

function chopsticks(raster: Raster, x: number, top: number, bottom: number, width: number): void {
  line(raster, x, top, x - width * 0.6, bottom, width, WOOD);
  line(raster, x + width * 2, top, x + width * 1.6, bottom, width, WOOD);
}

const DISHES = [stoneBowl, noodleBowl, ricePlate, stoneBowl, ricePlate, drinkGlass];

export function drawMenu(raster: Raster, random: Random): void {
  tableTop(raster, random);
  const size = Math.min(raster.width, raster.height);
  const dish = pick(random, DISHES);
  dish(raster, random, raster.width * 0.46, raster.height * 0.52, size * 0.36);
  if (dish !== drinkGlass)
    chopsticks(raster, raster.width * 0.9, raster.height * 0.12, raster.height * 0.9, size * 0.02);
}

export function drawBanner(raster: Raster, random: Random): void {
  const top = pick(random, [
    [255, 153, 51],
    [255, 122, 0],
    [250, 180, 90],
    [235, 110, 60],
  ] as Rgb[]);
  const bands = 8;
  for (let i = 0; i < bands; i++) {
    const y0 = (raster.height * i) / bands;
    rect(raster, 0, y0, raster.width, y0 + raster.height / bands, shade(top, 1 - i * 0.035));
  }
  for (let i = 0; i < 6; i++) {
    disc(raster, random() * raster.width, random() * raster.height, 10 + random() * 40, [255, 240, 220], 0.25);
  }
  const count = Math.max(1, Math.round(raster.width / raster.height));
  const r = raster.height * 0.34;
  for (let i = 0; i < count; i++) {
    const cx = ((i + 0.5) * raster.width) / count;
    const dish = pick(random, [stoneBowl, noodleBowl, ricePlate]);
    dish(raster, random, cx, raster.height * (0.5 + (i % 2 ? 0.06 : -0.04)), r);
  }
}

export function drawLogo(raster: Raster, random: Random): void {
  const background = pick(random, [BRAND, [45, 45, 48], [192, 57, 43], [39, 110, 80]] as Rgb[]);
  const size = Math.min(raster.width, raster.height);
  const cx = raster.width / 2;
  const cy = raster.height / 2;
  disc(raster, cx, cy, size * 0.48, background);
  ring(raster, cx, cy, size * 0.44, size * 0.02, WHITE);
  // A bowl: the lower half of a disc under a rim, with steam above.
  disc(raster, cx, cy + size * 0.02, size * 0.24, WHITE);
  rect(raster, cx - size * 0.26, cy - size * 0.24, cx + size * 0.26, cy + size * 0.02, background);
  rect(raster, cx - size * 0.28, cy - size * 0.01, cx + size * 0.28, cy + size * 0.03, WHITE);
  for (let i = -1; i <= 1; i++) {
    const x = cx + i * size * 0.1;
    line(raster, x, cy - size * 0.08, x + size * 0.03, cy - size * 0.2, size * 0.025, WHITE);
  }
}
