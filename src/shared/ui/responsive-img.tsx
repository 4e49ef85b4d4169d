import type { PictureSet } from '../lib/picture.ts';
import { pictureWatch } from './picture-watch.ts';

export interface ResponsiveImgProps {
  set: PictureSet;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high';
  draggable?: boolean;
  style?: React.CSSProperties;
  onError?: () => void;
}

/**
 * Taken off the page before its picture arrived, an `<img>` would keep its request: queued behind
 * the connection's few slots, it holds back the pictures the diner stopped at, and Chromium walks
 * every such request again after each layout (a fling through a long menu left thousands, a
 * growing share of every frame). Without a source left to choose, the browser drops the request
 * (HTML: "update the image data" with no selected source aborts it) and the server its queued job.
 * Under the service worker the worker's own fetch is told to stop as well (picture-watch.ts).
 */
function releaseOnRemove(img: HTMLImageElement | null) {
  if (!img) return;
  pictureWatch()?.placed(img);
  // Looked at once the commit is done: a ref let go while the element stays (Strict Mode's second
  // mount in development) keeps its picture.
  return () => queueMicrotask(() => release(img));
}

function release(img: HTMLImageElement) {
  if (img.isConnected || img.complete) return;
  pictureWatch()?.givenUp(img);
  if (img.parentElement instanceof HTMLPictureElement) {
    for (const source of img.parentElement.querySelectorAll('source')) source.removeAttribute('srcset');
  }
  img.removeAttribute('srcset');
  img.removeAttribute('src');
}

/**
 * An `<img>` with its widths, inside a `<picture>` offering AVIF and WebP when the resizer is told
 * the format. Always asked with CORS, so the worker may keep the answer as a readable 200.
 */
export function ResponsiveImg({ set, alt, loading = 'lazy', ...rest }: ResponsiveImgProps) {
  const img = (
    <img
      ref={releaseOnRemove}
      crossOrigin="anonymous"
      src={set.src}
      srcSet={set.srcSet}
      sizes={set.sizes}
      alt={alt}
      className={rest.className}
      width={rest.width}
      height={rest.height}
      loading={loading}
      decoding="async"
      fetchPriority={rest.fetchPriority}
      draggable={rest.draggable}
      style={rest.style}
      onError={rest.onError}
    />
  );
  if (set.sources.length === 0) return img;
  return (
    <picture>
      {set.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={set.sizes} />
      ))}
      {img}
    </picture>
  );
}
