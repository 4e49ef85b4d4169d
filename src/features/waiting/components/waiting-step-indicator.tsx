import { useLingui } from '@lingui/react/macro';
import type { WaitingStep } from '../waiting-input.ts';

/** Where the diner is among the shop's steps; the current one is marked for screen readers too. */
export function WaitingStepIndicator({ steps, current }: { steps: readonly WaitingStep[]; current: WaitingStep }) {
  const { t } = useLingui();
  const labels: Record<WaitingStep, string> = {
    INTRO: t`Start`,
    PHONE: t`Phone number`,
    PEOPLE: t`Party size`,
    COMPLETE: t`Complete`,
  };
  const currentIndex = steps.indexOf(current);
  return (
    <ol className="waiting-steps" aria-label={t`Registration steps`}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={`waiting-step-dot ${index < currentIndex ? 'is-done' : ''} ${index === currentIndex ? 'is-current' : ''}`}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className="waiting-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="waiting-step-label">{labels[step]}</span>
        </li>
      ))}
    </ol>
  );
}
