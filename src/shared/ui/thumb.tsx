import { useState } from 'react';
import { IconImage } from './icons.tsx';
import './thumb.css';

export interface ThumbProps {
  /** A checked address (see `imageUrl`), or null for "no picture". */
  src: string | null;
  /** '' when the picture only decorates text beside it. */
  alt: string;
  width: number;
  height: number;
  /**
   * 'high': the page's largest picture (eager, fetched first); 'eager': above the fold;
   * 'lazy' (default): below the fold.
   */
  priority?: 'high' | 'eager' | 'lazy';
  className?: string;
}

/**
 * A picture whose box is sized before it loads (no layout shift), lazy below the fold, and a
 * placeholder of the same size when there is no picture or it fails to load.
 */
export function Thumb({ src, alt, width, height, priority = 'lazy', className = '' }: ThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    const box = { className: `thumb thumb-empty ${className}`, style: { aspectRatio: `${width} / ${height}` } };
    return alt ? (
      <span {...box} role="img" aria-label={alt}>
        <IconImage />
      </span>
    ) : (
      <span {...box} aria-hidden="true">
        <IconImage />
      </span>
    );
  }
  return (
    <img
      className={`thumb ${className}`}
      crossOrigin="anonymous"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={priority === 'high' ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
