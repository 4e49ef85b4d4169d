import type { FocusEvent, InputHTMLAttributes } from 'react';
import { formatPhone } from '../lib/phone.ts';

export interface PhoneInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode' | 'autoComplete'> {
  value: string;
  /** The text as the field shows it: hyphenated 3-4-4 while typing, settled when left. */
  onValueChange: (value: string) => void;
}

/**
 * The mobile-number field of the waiting list, the takeout and delivery details and the smart
 * receipt: digits only, at most 11, hyphens placed as the diner types (3-4-4) and never moved;
 * a 10-digit number is written 3-3-4 when the diner leaves the field. `autocomplete="tel"`: the
 * HTML standard does not allow `tel-national` on a `type=tel` input.
 */
export function PhoneInput({ value, onValueChange, onBlur, ...rest }: PhoneInputProps) {
  return (
    <input
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={value}
      onChange={(event) => onValueChange(formatPhone(event.target.value))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const settled = formatPhone(event.target.value, true);
        if (settled !== value) onValueChange(settled);
        onBlur?.(event);
      }}
    />
  );
}
