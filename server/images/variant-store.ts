/**
 * Made variants kept on disk across the service's starts, as a resizer's CDN keeps what it made:
 * the second time a picture is asked for, in this process or the next, it is read, not drawn and
 * encoded again. Off unless a folder is named (DEMO_IMAGE_CACHE_DIR); the bench names one so
 * the pictures of a long scroll come from a warm host instead of being made on the machine that
 * plays the phone.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface VariantStore {
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer): Promise<void>;
}

/** What draws and encodes the pictures: a change to any of them makes every kept variant stale. */
const MAKERS = ['../images.ts', './art.ts', './photo.ts', './raster.ts'];

function makersVersion(): string {
  const hash = createHash('sha256');
  for (const file of MAKERS) hash.update(readFileSync(new URL(file, import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

export function diskVariantStore(dir: string, version = makersVersion()): VariantStore {
  const folder = join(dir, version);
  mkdirSync(folder, { recursive: true });
  const file = (key: string) => join(folder, createHash('sha256').update(key).digest('hex'));
  return {
    read: (key) => readFile(file(key)).catch(() => null),
    async write(key, body) {
      // Written aside, then renamed: a reader never sees half a picture.
      const target = file(key);
      const partial = `${target}.${process.pid}.part`;
      await writeFile(partial, body);
      await rename(partial, target);
    },
  };
}
