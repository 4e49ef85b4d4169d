/** A tiny RGB raster with anti-aliased discs, rings, ellipses, rectangles and thick lines. */
export type Rgb = readonly [number, number, number];

export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createRaster(width: number, height: number, background: Rgb): Raster {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set(background, i);
  return { width, height, pixels };
}

function blend(raster: Raster, x: number, y: number, color: Rgb, alpha: number): void {
  if (alpha <= 0 || x < 0 || y < 0 || x >= raster.width || y >= raster.height) return;
  const i = (y * raster.width + x) * 3;
  // Coverage in quarters keeps the colour count low enough for a palette PNG.
  const a = Math.round(Math.min(1, alpha) * 4) / 4;
  if (a === 0) return;
  for (let c = 0; c < 3; c++) {
    const under = raster.pixels[i + c] ?? 0;
    raster.pixels[i + c] = Math.round(under + ((color[c] ?? 0) - under) * a);
  }
}

/**
 * Fills every pixel whose signed distance to the shape is negative; the one-pixel band around the
 * edge is blended by coverage, which keeps edges smooth without supersampling.
 */
function fillByDistance(
  raster: Raster,
  box: [number, number, number, number],
  distance: (x: number, y: number) => number,
  color: Rgb,
  opacity = 1,
): void {
  const [x0, y0, x1, y1] = box;
  for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(raster.height - 1, Math.ceil(y1)); y++) {
    for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(raster.width - 1, Math.ceil(x1)); x++) {
      const d = distance(x + 0.5, y + 0.5);
      if (d < 0.5) blend(raster, x, y, color, Math.min(1, 0.5 - d) * opacity);
    }
  }
}

export function disc(raster: Raster, cx: number, cy: number, r: number, color: Rgb, opacity = 1): void {
  fillByDistance(
    raster,
    [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1],
    (x, y) => Math.hypot(x - cx, y - cy) - r,
    color,
    opacity,
  );
}

export function ring(raster: Raster, cx: number, cy: number, r: number, width: number, color: Rgb): void {
  fillByDistance(
    raster,
    [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1],
    (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - (r - width / 2)) - width / 2,
    color,
  );
}

export function ellipse(raster: Raster, cx: number, cy: number, rx: number, ry: number, color: Rgb): void {
  const scale = Math.min(rx, ry);
  fillByDistance(
    raster,
    [cx - rx - 1, cy - ry - 1, cx + rx + 1, cy + ry + 1],
    (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * scale,
    color,
  );
}

export function rect(raster: Raster, x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
  fillByDistance(raster, [x0, y0, x1, y1], (x, y) => Math.max(x0 - x, x - x1, y0 - y, y - y1), color);
}

export function line(raster: Raster, ax: number, ay: number, bx: number, by: number, width: number, color: Rgb): void {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy || 1;
  const pad = width + 1;
  fillByDistance(
    raster,
    [Math.min(ax, bx) - pad, Math.min(ay, by) - pad, Math.max(ax, bx) + pad, Math.max(ay, by) + pad],
    (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / lengthSq));
      return Math.hypot(x - (ax + t * dx), y - (ay + t * dy)) - width / 2;
    },
    color,
  );
}
