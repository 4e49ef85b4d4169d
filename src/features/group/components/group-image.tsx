import { useState } from 'react';
import { pictureSet } from '../../../shared/lib/picture.ts';
import { IconImage } from '../../../shared/ui/icons.tsx';
import { ResponsiveImg } from '../../../shared/ui/responsive-img.tsx';
import { PICTURE_SLOTS } from '../../../worker-contract/picture-slots.ts';

export interface GroupImageProps {
  /** Already resolved by the images rules; null shows the placeholder. */
  src: string | null;
  /** '' when the picture sits beside its own name (decorative). */
  alt: string;
  /** A banner across the page, or a thumbnail beside a name. */
  slot: 'banner' | 'groupThumb';
  className?: string;
  /** Above the fold (the banner) loads at once; the rest lazily. */
  eager?: boolean;
}

/** A square-or-banner picture with a placeholder when it is missing or fails to load. */
export function GroupImage({ src, alt, slot, className, eager }: GroupImageProps) {
  const [failed, setFailed] = useState(false);
  const set = pictureSet(src, slot);
  if (!set || failed) {
    const name = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <span className={`group-image-placeholder ${className ?? ''}`} {...name}>
        <IconImage />
      </span>
    );
  }
  const box = slot === 'banner' ? { width: 1200, height: 400 } : PICTURE_SLOTS.groupThumb;
  return (
    <ResponsiveImg
      set={set}
      className={className}
      alt={alt}
      width={box.width}
      height={box.height}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
    />
  );
}
