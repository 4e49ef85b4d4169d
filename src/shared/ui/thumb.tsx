import { useState } from 'react';
import type { PictureSlotName } from '../../worker-contract/picture-slots.ts';
import { pictureSet } from '../lib/picture.ts';
import { IconImage } from './icons.tsx';
import { ResponsiveImg } from './responsive-img.tsx';
import './thumb.css';

export interface ThumbProps {
  /** A checked address (see `imageUrl`), or null for "no picture". */
  src: string | null;
  /** Where the picture sits in the layout: the widths offered and the `sizes` follow it. */
  slot: PictureSlotName;
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
 * A picture whose box is sized before it loads (no layout shift), lazy below the fold, at the
 * width its slot needs, and a placeholder of the same size when there is no picture or it fails to load.
 */
export function Thumb({ src, slot, alt, width, height, priority = 'lazy', className = '' }: ThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const set = pictureSet(src, slot);
  if (!set || failedSrc === src) {
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
    <ResponsiveImg
      set={set}
      className={`thumb ${className}`}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
