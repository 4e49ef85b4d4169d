/**
 * Pictures that behave like the phone photos shops upload: the seeded drawing (art.ts) enlarged to
 * a phone photo's size and softened as a lens would, lit by a warm light from one side that falls
 * off into the corners, and covered in sensor grain. Flat drawings compress to almost nothing;
 * these, as JPEG, cost about 2 bits a pixel, as photos do, so the byte figures of the resized
 * variants say something about a real shop.
 *
 * Only the small drawing runs in JavaScript; the enlarging, the light and the grain are libvips'
 * work off the main thread, so making a picture does not hold back the service's calls.
 */
import sharp from 'sharp';
import { type Random, seededRandom } from './art.ts';
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
/** Sensor grain around mid grey, in levels of 255 (roughly its standard deviation). */
const GRAIN = 12;
const GRAIN_TILE = 512;
const SOURCE_QUALITY = 88;

/** One seeded tile of grain (grey with noise), made once and laid over every photo. */
const grainTile = (() => {
  const random = seededRandom('grain');
  const pixels = Buffer.alloc(GRAIN_TILE * GRAIN_TILE * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const shared = (random() + random() + random() - 1.5) * 2 * GRAIN;
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(128 + shared + (random() - 0.5) * GRAIN * 0.6);
  }
  return pixels;
})();

/** Light from the upper left or right, warm at its centre, falling off into the far corners. */
function lightSvg(width: number, height: number, random: Random): Buffer {
  const x = random() < 0.5 ? 20 : 80;
  const warm = Math.round(228 + random() * 20);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><radialGradient id="l" cx="${x}%" cy="25%" r="95%">` +
      `<stop offset="0" stop-color="rgb(255,250,${warm})"/><stop offset="1" stop-color="rgb(150,142,136)"/>` +
      `</radialGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
}

/** The source of a picture: the same bytes for the same seed, on every machine. */
export async function photographicSource(kind: PhotoKind, random: Random): Promise<Buffer> {
  const drawn = createRaster(kind.drawWidth, kind.drawHeight, [255, 255, 255]);
  kind.draw(drawn, random);
  const enlarged = sharp(drawn.pixels, { raw: { width: kind.drawWidth, height: kind.drawHeight, channels: 3 } }).resize(
    kind.width,
    kind.height,
  );
  if (!kind.photographic) return enlarged.png({ compressionLevel: 9, palette: true }).toBuffer();
  const soft = await enlarged
    .blur(Math.max(0.4, Math.min(kind.width, kind.height) * SOFTNESS))
    .raw()
    .toBuffer();
  return sharp(soft, { raw: { width: kind.width, height: kind.height, channels: 3 } })
    .composite([
      { input: lightSvg(kind.width, kind.height, random), blend: 'soft-light' },
      {
        input: grainTile,
        raw: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 3 },
        tile: true,
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: SOURCE_QUALITY, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
