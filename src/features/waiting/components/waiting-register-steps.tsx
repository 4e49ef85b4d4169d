import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useId } from 'react';
import type { ApiErrorMessageKey } from '../../../api/errors.ts';
import { formatPhone } from '../../../shared/lib/phone.ts';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';
import { checkParty, checkPhoneStep, MAX_PARTY, type Party, type PartyCounting } from '../waiting-input.ts';
import { PartyCounters } from './party-counters.tsx';

/** The three registration steps; the form around them (waiting-register.tsx) owns their state. */

export type HeadingRef = RefObject<HTMLHeadingElement | null>;

export function IntroStep({
  headingRef,
  teams,
  onCancel,
}: {
  headingRef: HeadingRef;
  teams: number;
  onCancel: () => void;
}) {
  return (
    <div className="waiting-step">
      <h2 className="waiting-headline" ref={headingRef} tabIndex={-1}>
        <Trans>Would you like to join the waiting list?</Trans>
      </h2>
      <p className="waiting-teams">
        <Trans>
          Teams waiting now <strong>{teams}</strong>
        </Trans>
      </p>
      <div className="waiting-actions">
        <button type="button" className="btn" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn-primary">
          <Trans>Register</Trans>
        </button>
      </div>
    </div>
  );
}

interface PhoneStepProps {
  headingRef: HeadingRef;
  phone: string;
  touched: boolean;
  consent: boolean;
  onPhone: (value: string) => void;
  /** The diner left the field: from then on a wrong number is pointed out. */
  onPhoneLeft: () => void;
  onConsent: (value: boolean) => void;
  /** The last step (a shop that asks no party size): its button confirms the registration. */
  confirms: boolean;
  online: boolean;
  submitting: boolean;
  failure: ApiErrorMessageKey | null;
}

export function PhoneStep(props: PhoneStepProps) {
  const { headingRef, phone, touched, consent, onPhone, onPhoneLeft, onConsent, confirms } = props;
  const { t } = useLingui();
  const id = useId();
  const phoneInvalid = touched && !checkPhoneStep(formatPhone(phone, true), true).ok;
  const ready = checkPhoneStep(formatPhone(phone, true), consent).ok;
  return (
    <div className="waiting-step">
      <h2 className="waiting-headline" ref={headingRef} tabIndex={-1}>
        <Trans>Enter your mobile phone number</Trans>
      </h2>
      <label className="waiting-field-label" htmlFor={`${id}-phone`}>
        <Trans>Mobile phone number</Trans>
      </label>
      <PhoneInput
        id={`${id}-phone`}
        className="waiting-phone"
        placeholder="010-0000-0000"
        value={phone}
        onValueChange={onPhone}
        onBlur={onPhoneLeft}
        aria-invalid={phoneInvalid}
        aria-describedby={phoneInvalid ? `${id}-phone-error` : undefined}
      />
      {phoneInvalid && (
        <p id={`${id}-phone-error`} className="waiting-error" role="alert">
          {t`Invalid phone format.`}
        </p>
      )}
      <label className="waiting-consent">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => onConsent(event.target.checked)}
          aria-describedby={consent ? `${id}-consent-detail` : `${id}-consent-detail ${id}-consent-error`}
        />
        <span>
          <Trans>I agree to the collection and use of personal information.</Trans>
        </span>
      </label>
      <p id={`${id}-consent-detail`} className="waiting-hint">
        <Trans>
          Your phone number is used only to call you for this waiting registration and is deleted afterwards.
        </Trans>
      </p>
      {!consent && (
        <p id={`${id}-consent-error`} className="waiting-error" role="alert">
          {t`Please agree to personal-data collection and use.`}
        </p>
      )}
      {confirms ? (
        <ConfirmWaiting ready={ready} online={props.online} submitting={props.submitting} failure={props.failure} />
      ) : (
        <button type="submit" className="btn btn-primary btn-block" disabled={!ready}>
          <Trans>Next</Trans>
        </button>
      )}
    </div>
  );
}

interface PeopleStepProps {
  headingRef: HeadingRef;
  counting: PartyCounting;
  party: Party;
  onParty: (party: Party) => void;
  online: boolean;
  submitting: boolean;
  failure: ApiErrorMessageKey | null;
}

export function PeopleStep({ headingRef, counting, party, onParty, online, submitting, failure }: PeopleStepProps) {
  return (
    <div className="waiting-step">
      <h2 className="waiting-headline" ref={headingRef} tabIndex={-1}>
        <Trans>How many people?</Trans>
      </h2>
      <PartyCounters counting={counting} party={party} onParty={onParty} />
      <p className="waiting-hint">
        <Trans>Up to {MAX_PARTY} people can register together.</Trans>
      </p>
      <ConfirmWaiting
        ready={checkParty(party, counting).ok}
        online={online}
        submitting={submitting}
        failure={failure}
      />
    </div>
  );
}

/** The last step's end: why the registration failed or cannot go now, and 'confirm waiting'. */
function ConfirmWaiting({
  ready,
  online,
  submitting,
  failure,
}: {
  ready: boolean;
  online: boolean;
  submitting: boolean;
  failure: ApiErrorMessageKey | null;
}) {
  return (
    <>
      {failure && <RegisterFailure reason={failure} />}
      {!online && (
        <p className="waiting-offline" role="status">
          <Trans>No connection. Registering for waiting needs the network; your entries are kept.</Trans>
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={!ready || !online || submitting}>
        {submitting ? <Trans>Registering…</Trans> : <Trans>Confirm waiting</Trans>}
      </button>
    </>
  );
}

function RegisterFailure({ reason }: { reason: ApiErrorMessageKey }) {
  return (
    <p className="waiting-error" role="alert">
      {reason === 'offline' || reason === 'timeout' ? (
        <Trans>No connection. Please check your network and try again.</Trans>
      ) : reason === 'rejected' ? (
        <Trans>The restaurant is not taking waiting registrations right now.</Trans>
      ) : (
        <Trans>Could not register for waiting. Please try again.</Trans>
      )}
    </p>
  );
}
