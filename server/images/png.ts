/**
 * A minimal PNG encoder over node:zlib, enough for flat illustrations: 8-bit RGB pixels in, a
 * palette image out when they fit 256 colours (posterized a little if needed; a third of the
 * bytes of truecolour), else truecolour.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** One of the five PNG filters over a row; `bpp` bytes per pixel, `up` the previous row. */
function filterRow(type: number, row: Uint8Array, up: Uint8Array | null, bpp: number, out: Uint8Array): void {
  for (let x = 0; x < row.length; x++) {
    const value = row[x] ?? 0;
    const left = x >= bpp ? (row[x - bpp] ?? 0) : 0;
    const above = up ? (up[x] ?? 0) : 0;
    const corner = up && x >= bpp ? (up[x - bpp] ?? 0) : 0;
    let predicted = 0;
    if (type === 1) predicted = left;
    else if (type === 2) predicted = above;
    else if (type === 3) predicted = (left + above) >> 1;
    else if (type === 4) predicted = paeth(left, above, corner);
    out[x] = (value - predicted) & 0xff;
  }
}

function cost(filtered: Uint8Array): number {
  let sum = 0;
  for (const byte of filtered) sum += byte < 128 ? byte : 256 - byte;
  return sum;
}

/** Filters every row with the filter of smallest residual sum (the usual heuristic), then deflates. */
function compress(data: Uint8Array, stride: number, height: number, bpp: number): Buffer {
  const raw = Buffer.alloc((stride + 1) * height);
  const candidates = Array.from({ length: 5 }, () => new Uint8Array(stride));
  for (let y = 0; y < height; y++) {
    const row = data.subarray(y * stride, (y + 1) * stride);
    const up = y === 0 ? null : data.subarray((y - 1) * stride, y * stride);
    let best = 0;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let type = 0; type < 5; type++) {
      const candidate = candidates[type] as Uint8Array;
      filterRow(type, row, up, bpp, candidate);
      const rowCost = cost(candidate);
      if (rowCost < bestCost) {
        best = type;
        bestCost = rowCost;
      }
    }
    raw[y * (stride + 1)] = best;
    raw.set(candidates[best] as Uint8Array, y * (stride + 1) + 1);
  }
  return deflateSync(raw, { level: 9 });
}

/** Palette and indices when the image has at most 256 colours, else null. */
function toPalette(rgb: Uint8Array): { palette: Uint8Array; indices: Uint8Array } | null {
  const colours = new Map<number, number>();
  const indices = new Uint8Array(rgb.length / 3);
  for (let i = 0; i < indices.length; i++) {
    const key = ((rgb[i * 3] ?? 0) << 16) | ((rgb[i * 3 + 1] ?? 0) << 8) | (rgb[i * 3 + 2] ?? 0);
    let index = colours.get(key);
    if (index === undefined) {
      if (colours.size === 256) return null;
      index = colours.size;
      colours.set(key, index);
    }
    indices[i] = index;
  }
  const palette = new Uint8Array(colours.size * 3);
  for (const [key, index] of colours) palette.set([key >> 16, (key >> 8) & 0xff, key & 0xff], index * 3);
  return { palette, indices };
}

/** Rounds each channel to a multiple of `step`: invisible on flat drawings, and it fits a palette. */
function posterize(rgb: Uint8Array, step: number): Uint8Array {
  return rgb.map((value) => Math.min(255, Math.round(value / step) * step));
}

function header(width: number, height: number, colourType: 2 | 3): Buffer {
  const out = Buffer.alloc(13);
  out.writeUInt32BE(width, 0);
  out.writeUInt32BE(height, 4);
  out[8] = 8; // bit depth
  out[9] = colourType;
  return out;
}

/** Encodes RGB pixels (`width * height * 3` bytes, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('pixel buffer does not match the size');
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const end = chunk('IEND', new Uint8Array(0));
  const indexed = toPalette(rgb) ?? toPalette(posterize(rgb, 8)) ?? toPalette(posterize(rgb, 16));
  if (indexed) {
    return Buffer.concat([
      signature,
      chunk('IHDR', header(width, height, 3)),
      chunk('PLTE', indexed.palette),
      chunk('IDAT', compress(indexed.indices, width, height, 1)),
      end,
    ]);
  }
  return Buffer.concat([
    signature,
    chunk('IHDR', header(width, height, 2)),
    chunk('IDAT', compress(rgb, width * 3, height, 3)),
    end,
  ]);
}
