import type { PictureSet } from '../lib/picture.ts';

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
 * An `<img>` with its widths, inside a `<picture>` offering AVIF and WebP when the resizer is told
 * the format. Always asked with CORS, so the worker may keep the answer as a readable 200.
 */
export function ResponsiveImg({ set, alt, loading = 'lazy', ...rest }: ResponsiveImgProps) {
  const img = (
    <img
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
