import type { WaitingStatus } from '../../../api/contract/entities.ts';

/** One picture per waiting status, drawn inline (decorative: the headline says the same). */
export function WaitingStatusIcon({ status }: { status: WaitingStatus }) {
  return (
    <svg
      className={`waiting-status-icon is-${status.toLowerCase()}`}
      aria-hidden="true"
      focusable="false"
      width={88}
      height={88}
      viewBox="0 0 88 88"
      fill="none"
      strokeWidth={4}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="44" cy="44" r="40" fill="currentColor" opacity="0.12" stroke="none" />
      {status === 'IMMEDIATE' && (
        // An open door.
        <g stroke="currentColor">
          <path d="M30 66V22h28v44" />
          <path d="M30 22l16 6v44l-16-6" />
          <path d="M40 46h.01" />
          <path d="M22 66h44" />
        </g>
      )}
      {status === 'AVAILABLE' && (
        // A queue ticket.
        <g stroke="currentColor">
          <path d="M24 28h40v10a6 6 0 0 0 0 12v10H24V50a6 6 0 0 0 0-12z" />
          <path d="M38 38h12M38 50h12" />
        </g>
      )}
      {status === 'UNAVAILABLE' && (
        // An hourglass with a bar.
        <g stroke="currentColor">
          <path d="M32 22h24M32 66h24M34 22c0 14 20 14 20 22s-20 8-20 22M54 22c0 14-20 14-20 22s20 8 20 22" />
          <path d="M22 66l44-44" />
        </g>
      )}
      {status === 'CLOSED' && (
        // A shop sign saying closed: a padlock.
        <g stroke="currentColor">
          <rect x="28" y="40" width="32" height="24" rx="4" />
          <path d="M34 40v-8a10 10 0 0 1 20 0v8" />
          <path d="M44 50v6" />
        </g>
      )}
    </svg>
  );
}
