import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stepper } from '../../../shared/ui/stepper.tsx';
import { MAX_PARTY, type Party, type PartyCounting, partyMinimums } from '../waiting-input.ts';

export interface PartyCountersProps {
  counting: PartyCounting;
  party: Party;
  onParty: (party: Party) => void;
}

/**
 * The adult and kid counters the shop uses. Each counter's maximum is what the party limit leaves
 * it (8 minus the other counter), so a screen reader announces the real limit.
 */
export function PartyCounters({ counting, party, onParty }: PartyCountersProps) {
  const { t } = useLingui();
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  const adultMax = MAX_PARTY - party.kids;
  const kidMax = MAX_PARTY - party.adults;
  const { adults, kids } = party;
  const min = partyMinimums(counting);
  return (
    <div className="party-counters">
      {counting.useAdult && (
        <div className="party-counter">
          <span className="party-counter-label" aria-hidden="true">
            {t`Adults`}
          </span>
          <Stepper
            label={t`Adults`}
            value={party.adults}
            min={min.adults}
            max={adultMax}
            valueText={plural(adults, { one: '# adult', other: '# adults' })}
            onChange={(next) => onParty({ ...party, adults: clamp(next, min.adults, adultMax) })}
          />
        </div>
      )}
      {counting.useKid && (
        <div className="party-counter">
          <span className="party-counter-label" aria-hidden="true">
            {t`Kids`}
          </span>
          <Stepper
            label={t`Kids`}
            value={party.kids}
            min={min.kids}
            max={kidMax}
            valueText={plural(kids, { one: '# kid', other: '# kids' })}
            onChange={(next) => onParty({ ...party, kids: clamp(next, min.kids, kidMax) })}
          />
        </div>
      )}
    </div>
  );
}
