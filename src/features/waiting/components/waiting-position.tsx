import { SelectOrdinal } from '@lingui/react/macro';

/** A place in line as an ordinal: '3rd', '3번째'. */
export function WaitingPosition({ position }: { position: number }) {
  return <SelectOrdinal value={position} one="#st" two="#nd" few="#rd" other="#th" />;
}
