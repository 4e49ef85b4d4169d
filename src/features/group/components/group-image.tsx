import { useState } from 'react';
import { IconImage } from '../../../shared/ui/icons.tsx';

export interface GroupImageProps {
  /** Already resolved by the images rules; null shows the placeholder. */
  src: string | null;
  /** '' when the picture sits beside its own name (decorative). */
  alt: string;
  className?: string;
  /** Above the fold (the banner) loads at once; the rest lazily. */
  eager?: boolean;
}

/** A square-or-banner picture with a placeholder when it is missing or fails to load. */
export function GroupImage({ src, alt, className, eager }: GroupImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const name = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <span className={`group-image-placeholder ${className ?? ''}`} {...name}>
        <IconImage />
      </span>
    );
  }
  return (
    <img
      className={className}
      crossOrigin="anonymous"
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
