/**
 * Pictures that behave like the phone photos shops upload: the seeded drawing (art.ts) at a phone
 * photo's size, softened as a lens would (sharp's blur), lit by a warm light from one side that
 * falls off into the corners, and covered in sensor grain. Flat drawings compress to almost
 * nothing; these, as JPEG, cost about 1 to 2 bits a pixel, as photos do, so the byte figures of
 * the resized variants say something about a real shop.
 */
import sharp from 'sharp';
import type { Random } from './art.ts';
import { createRaster, type Raster } from './raster.ts';

export interface PhotoKind {
  /** The source photo's size. */
  width: number;
  height: number;
  /** The drawing's size: smaller, then enlarged, which softens it as a lens would. */
  drawWidth: number;
  drawHeight: number;
  draw: (raster: Raster, random: Random) => void;
  /** Lit and grainy like a photo; a logo stays a clean graphic. */
  photographic: boolean;
}

/** The lens: a blur of this fraction of the picture's shorter side. */
const SOFTNESS = 0.0025;
/** Sensor grain, in levels of 255 (standard deviation, roughly). */
const GRAIN = 7;
const SOURCE_QUALITY = 88;

/** A cheap, seeded, roughly normal number: the sum of three uniform ones, centred. */
function grain(random: Random): number {
  return (random() + random() + random() - 1.5) * 2;
}

function lightAndGrain(pixels: Uint8Array, width: number, height: number, random: Random): void {
  const lightX = random() < 0.5 ? 0.2 : 0.8;
  const warmth = 0.04 + random() * 0.05;
  for (let y = 0; y < height; y++) {
    const ny = y / height;
    for (let x = 0; x < width; x++) {
      const nx = x / width;
      const distance = Math.hypot(nx - lightX, ny - 0.25);
      const light = 1.12 - distance * 0.45;
      const i = (y * width + x) * 3;
      const noise = grain(random) * GRAIN;
      pixels[i] = clamp((pixels[i] ?? 0) * light * (1 + warmth) + noise);
      pixels[i + 1] = clamp((pixels[i + 1] ?? 0) * light + noise);
      pixels[i + 2] = clamp((pixels[i + 2] ?? 0) * light * (1 - warmth) + noise * 1.2);
    }
  }
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

/** The source JPEG of a picture: the same bytes for the same seed, on every machine. */
export async function photographicSource(kind: PhotoKind, random: Random): Promise<Buffer> {
  const drawn = createRaster(kind.drawWidth, kind.drawHeight, [255, 255, 255]);
  kind.draw(drawn, random);
  const enlarged = sharp(drawn.pixels, { raw: { width: kind.drawWidth, height: kind.drawHeight, channels: 3 } }).resize(
    kind.width,
    kind.height,
  );
  if (!kind.photographic) return enlarged.png({ compressionLevel: 9, palette: true }).toBuffer();
  const sigma = Math.max(0.4, Math.min(kind.width, kind.height) * SOFTNESS);
  const soft = await enlarged.blur(sigma).raw().toBuffer();
  const pixels = new Uint8Array(soft.buffer, soft.byteOffset, soft.length);
  lightAndGrain(pixels, kind.width, kind.height, random);
  return sharp(pixels, { raw: { width: kind.width, height: kind.height, channels: 3 } })
    .jpeg({ quality: SOURCE_QUALITY, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
