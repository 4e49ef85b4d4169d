import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { IconMinus, IconPlus } from './icons.tsx';
import { usePressAndHold } from './use-press-and-hold.ts';
import './stepper.css';

export interface StepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
  /** The accessible name of the number, e.g. "Quantity" or "Adults". */
  label: string;
  /** Blocks the plus button below `max` (e.g. a party-size total already at its limit). */
  canIncrement?: boolean;
  /** How the value is read out, e.g. "2 people". */
  valueText?: string;
}

/**
 * A quantity control that is a real spin button: arrow keys, Home/End, and named −/+ buttons
 * that repeat when held. At a limit its button says so with `aria-disabled` rather than
 * `disabled`: a button that loses focus to the page as it reaches 99 would send a keyboard user
 * back to the top.
 */
export function Stepper({ value, min, max, onChange, label, canIncrement = true, valueText }: StepperProps) {
  const { t } = useLingui();
  const canDec = value > min;
  const canInc = value < max && canIncrement;
  const decHold = usePressAndHold(() => onChange(Math.max(min, value - 1)), canDec);
  const incHold = usePressAndHold(() => onChange(Math.min(max, value + 1)), canInc);
  // A hold that already repeated must not add one more step when the finger lifts.
  const dec = () => !decHold.didRepeat() && canDec && onChange(value - 1);
  const inc = () => !incHold.didRepeat() && canInc && onChange(value + 1);
  const onKeyDown = (event: KeyboardEvent) => {
    const next =
      event.key === 'ArrowUp' || event.key === 'ArrowRight'
        ? value + 1
        : event.key === 'ArrowDown' || event.key === 'ArrowLeft'
          ? value - 1
          : event.key === 'Home'
            ? min
            : event.key === 'End'
              ? max
              : null;
    if (next === null) return;
    event.preventDefault();
    if (next > value && !canInc) return;
    onChange(Math.min(max, Math.max(min, next)));
  };
  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper-btn"
        onClick={dec}
        aria-disabled={!canDec}
        aria-label={t`Decrease ${label}`}
        {...decHold.handlers}
      >
        <IconMinus />
      </button>
      <span
        className="stepper-value"
        role="spinbutton"
        tabIndex={0}
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        onKeyDown={onKeyDown}
      >
        {value}
      </span>
      <button
        type="button"
        className="stepper-btn"
        onClick={inc}
        aria-disabled={!canInc}
        aria-label={t`Increase ${label}`}
        {...incHold.handlers}
      >
        <IconPlus />
      </button>
    </div>
  );
}
