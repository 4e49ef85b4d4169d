/** The handful of line icons the app draws; inline so no icon font or sprite is downloaded. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative: the control around an icon carries its name. A feature's own icons draw in it too. */
export function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

export const IconBack = (p: IconProps) => (
  <LineIcon {...p} className={`flip-rtl ${p.className ?? ''}`}>
    <path d="M15 18l-6-6 6-6" />
  </LineIcon>
);
export const IconChevron = (p: IconProps) => (
  <LineIcon {...p} className={`flip-rtl ${p.className ?? ''}`}>
    <path d="M9 6l6 6-6 6" />
  </LineIcon>
);
export const IconChevronDown = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 9l6 6 6-6" />
  </LineIcon>
);
export const IconCart = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
    <circle cx="10" cy="20.5" r="1" />
    <circle cx="17" cy="20.5" r="1" />
  </LineIcon>
);
export const IconReceipt = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </LineIcon>
);
export const IconGlobe = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </LineIcon>
);
export const IconSearch = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </LineIcon>
);
export const IconClose = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);
export const IconPlus = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);
export const IconMinus = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 12h14" />
  </LineIcon>
);
export const IconRefresh = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </LineIcon>
);
export const IconClock = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);
export const IconOffline = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 5.2-2.5M19 12.6a10 10 0 0 0-2-1.4M8.5 16.4a5 5 0 0 1 6.5-.4M12 20h.01M3 3l18 18" />
  </LineIcon>
);
export const IconImage = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </LineIcon>
);
