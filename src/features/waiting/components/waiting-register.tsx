import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ShopWaitingInfo } from '../../../api/contract/entities.ts';
import { type ApiErrorMessageKey, describeApiError } from '../../../api/errors.ts';
import { formatPhone } from '../../../shared/lib/phone.ts';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { IconBack } from '../../../shared/ui/icons.tsx';
import { registerWaiting } from '../waiting.api.ts';
import {
  checkParty,
  checkPhoneStep,
  initialParty,
  nextStep,
  type Party,
  previousStep,
  registrationSteps,
  showsBackArrow,
  type WaitingStep,
} from '../waiting-input.ts';
import { waitingTeams } from '../waiting-status.ts';
import { rememberTicket } from '../waiting-tickets.atoms.ts';
import { IntroStep, PeopleStep, PhoneStep } from './waiting-register-steps.tsx';
import { WaitingStepIndicator } from './waiting-step-indicator.tsx';

export interface WaitingRegisterProps {
  shopSeq: number;
  info: ShopWaitingInfo;
  /** Back on the first step: the registration is given up. */
  onCancel: () => void;
  onRegistered: (waitingUuid: string) => void;
}

/**
 * The registration steps INTRO → PHONE → PEOPLE, then the submit. A shop that counts neither
 * adults nor kids asks no party size: its PHONE step confirms.
 */
export function WaitingRegister({ shopSeq, info, onCancel, onRegistered }: WaitingRegisterProps) {
  const online = useOnline();
  const counting = { useAdult: info.useAdult, useKid: info.useKid };
  const steps = registrationSteps(counting);
  const [step, setStep] = useState<WaitingStep>('INTRO');
  const [phone, setPhone] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [consent, setConsent] = useState(true);
  const [party, setParty] = useState<Party>(() => initialParty(counting));
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ApiErrorMessageKey | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { useAdult, useKid } = info;

  // The shop changed its counters while the diner was registering (a refreshed waiting info):
  // start the party over with the counters it uses now, so nothing it no longer counts is sent.
  const countersKey = `${useAdult}-${useKid}`;
  const [partyCounters, setPartyCounters] = useState(countersKey);
  if (partyCounters !== countersKey) {
    setPartyCounters(countersKey);
    setParty(initialParty({ useAdult, useKid }));
  }
  const firstRender = useRef(true);

  // A new step moves focus to its heading, so a screen reader hears where the diner is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change is the trigger
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const back = () => {
    const previous = previousStep(step, steps);
    setFailure(null);
    if (previous === 'cancel') onCancel();
    else setStep(previous);
  };

  const submit = async () => {
    const phoneCheck = checkPhoneStep(formatPhone(phone, true), consent);
    if (!phoneCheck.ok || !checkParty(party, counting).ok || submitting || !online) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const waitingUuid = await registerWaiting({
        shopSeq,
        userPhoneNumber: phoneCheck.digits,
        adultCount: party.adults,
        kidCount: party.kids,
      });
      const now = Date.now();
      await rememberTicket({
        waitingUuid,
        shopSeq,
        shopName: info.shopName,
        registration: null,
        seenAt: now,
        registeredAt: now,
      });
      onRegistered(waitingUuid);
    } catch (error) {
      setFailure(describeApiError(error));
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = nextStep(step, steps);
    if (next === 'submit') {
      // A PHONE step that confirms checks its own fields first, as it does before moving on.
      if (step === 'PHONE') setPhoneTouched(true);
      void submit();
    } else if (step !== 'PHONE' || checkPhoneStep(formatPhone(phone, true), consent).ok) setStep(next);
  };

  return (
    <form className="waiting-card waiting-register" onSubmit={onSubmit} noValidate>
      <div className="waiting-register-top">
        {showsBackArrow(step) && <BackButton onBack={back} />}
        <WaitingStepIndicator steps={steps} current={step} />
      </div>
      {step === 'INTRO' && <IntroStep headingRef={headingRef} teams={waitingTeams(info)} onCancel={back} />}
      {step === 'PHONE' && (
        <PhoneStep
          headingRef={headingRef}
          phone={phone}
          touched={phoneTouched}
          consent={consent}
          onPhoneLeft={() => setPhoneTouched(true)}
          onPhone={(value) => {
            setPhone(value);
          }}
          onConsent={setConsent}
          confirms={nextStep('PHONE', steps) === 'submit'}
          online={online}
          submitting={submitting}
          failure={failure}
        />
      )}
      {step === 'PEOPLE' && (
        <PeopleStep
          headingRef={headingRef}
          counting={counting}
          party={party}
          onParty={setParty}
          online={online}
          submitting={submitting}
          failure={failure}
        />
      )}
    </form>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="waiting-icon-btn waiting-back" onClick={onBack} aria-label={t`Back`}>
      <IconBack />
    </button>
  );
}
