/** The bell and the reasons' pictures: line icons in the app's style, decorative (the words name them). */
import type { ReactNode } from 'react';
import type { StaffCallReason } from '../../../api/contract/staff-call.ts';
import { LineIcon as Svg } from '../../../shared/ui/icons.tsx';

export const IconBell = () => (
  <Svg>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Svg>
);

const REASON_PATHS: Record<StaffCallReason, ReactNode> = {
  water: (
    <>
      <path d="M6 3h12l-1.6 17.2a1 1 0 0 1-1 .8H8.6a1 1 0 0 1-1-.8L6 3z" />
      <path d="M6.6 9h10.8" />
    </>
  ),
  cutlery: (
    <>
      <path d="M7 3v6a2 2 0 0 0 4 0V3M9 3v18" />
      <path d="M16 21V3c-1.7 1-3 3.4-3 6.5S14.3 14 16 14" />
    </>
  ),
  napkins: (
    <>
      <path d="M4 6h16v12H4z" />
      <path d="M4 6l8 6 8-6" />
    </>
  ),
  bill: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  staff: (
    <>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
};

export function ReasonIcon({ reason }: { reason: StaffCallReason }) {
  return (
    <Svg width={32} height={32}>
      {REASON_PATHS[reason]}
    </Svg>
  );
}
