/**
 * Where `ResponsiveImg` reports its pictures put on the page and let go of. Nobody listens until
 * the worker's registration starts the watch (`pictures-waiting.ts`, which only a page under the
 * worker needs), so the first screen's code carries only this.
 */
export interface PictureWatch {
  /** An `<img>` put on the page. */
  placed(img: HTMLImageElement): void;
  /** An `<img>` taken off the page before its picture arrived. */
  givenUp(img: HTMLImageElement): void;
}

let watch: PictureWatch | null = null;

export function setPictureWatch(next: PictureWatch | null): void {
  watch = next;
}

export function pictureWatch(): PictureWatch | null {
  return watch;
}
