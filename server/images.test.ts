import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from './images/png.ts';
import { renderImage } from './images.ts';
import { makeApp } from './test-support.ts';

function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += length + 12;
  }
  const header = chunks[0]?.data ?? Buffer.alloc(13);
  return { chunks, width: header.readUInt32BE(0), height: header.readUInt32BE(4), colourType: header[9] };
}

describe('crc32', () => {
  it('matches the PNG reference value for IEND', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });
});

describe('encodePng', () => {
  it('writes a palette image whose rows inflate to the right size', () => {
    const rgb = new Uint8Array(4 * 3 * 3).fill(200);
    const { chunks, width, height, colourType } = readPng(encodePng(4, 3, rgb));
    expect([width, height, colourType]).toEqual([4, 3, 3]);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(inflateSync(chunks[2]?.data ?? Buffer.alloc(0))).toHaveLength(3 * (1 + 4));
  });
});

describe('renderImage', () => {
  it.each([
    ['menu/1/101.png', 400, 400],
    ['banner-file/shop/1.png', 1200, 400],
    ['custom-logo-file/shop/1.png', 200, 200],
    ['group/euljiro-food-street/banner.png', 1200, 400],
    ['custom-link/euljiro-food-street/1.png', 200, 200],
    ['mapped/Xk3v9QbT.png', 400, 400],
    ['promotion/1.png', 600, 400],
  ])('draws %s at %ix%i in under 30 KB', (path, width, height) => {
    const png = renderImage(path);
    expect(png).not.toBeNull();
    const read = readPng(png as Buffer);
    expect([read.width, read.height]).toEqual([width, height]);
    expect((png as Buffer).length).toBeLessThan(30_000);
  });

  it('draws the same picture for the same path and another for another path', () => {
    expect(renderImage('menu/1/101.png')?.equals(renderImage('menu/1/101.png') ?? Buffer.alloc(0))).toBe(true);
    expect(renderImage('menu/1/101.png')?.equals(renderImage('menu/1/102.png') ?? Buffer.alloc(0))).toBe(false);
  });

  it.each(['menu/1.png', 'other/1.png', 'menu/../1/1.png', 'menu/1/1.jpg'])('has nothing at %s', (path) => {
    expect(renderImage(path)).toBeNull();
  });
});

describe('image host', () => {
  it('serves PNGs that may be cached for a year', async () => {
    const res = await makeApp().request('/img/menu/9/90001.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an unknown picture', async () => {
    expect((await makeApp().request('/img/nothing.png')).status).toBe(404);
  });
});
