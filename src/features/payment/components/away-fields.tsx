import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LIMITS } from '../../../api/contract/limits.ts';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';
import type { FieldProblems, OrderKind } from '../payment-order.ts';
import type { PaymentFields } from '../payment-session.ts';

export interface AwayFieldsProps {
  kind: Exclude<OrderKind, 'dine-in'>;
  fields: PaymentFields;
  problems: FieldProblems;
  /** Problems show once the diner tried to pay, not while typing the first digit. */
  showProblems: boolean;
  onChange: (changes: Partial<PaymentFields>) => void;
}

const REQUEST_MAX_LENGTH = LIMITS.requestText;
const ADDRESS_MAX_LENGTH = LIMITS.address;

/** What a delivery or takeout order needs: where to, how to reach the diner, and requests. */
export function AwayFields({ kind, fields, problems, showProblems, onChange }: AwayFieldsProps) {
  const { t } = useLingui();
  const id = useId();
  const addressError = showProblems && problems.address;
  // Told when the diner leaves the field or submits, never while still typing.
  const [phoneLeft, setPhoneLeft] = useState(false);
  const phoneError = (showProblems || phoneLeft) && problems.phone;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        {kind === 'delivery' ? <Trans>Delivery details</Trans> : <Trans>Takeout details</Trans>}
      </h2>
      {kind === 'delivery' && (
        <>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-address`}>
              <Trans>Delivery address</Trans> <span aria-hidden="true">*</span>
            </label>
            <input
              id={`${id}-address`}
              className="field-input"
              autoComplete="street-address"
              required
              maxLength={ADDRESS_MAX_LENGTH}
              value={fields.address}
              aria-invalid={addressError ? true : undefined}
              aria-describedby={addressError ? `${id}-address-error` : undefined}
              onChange={(event) => onChange({ address: event.target.value })}
            />
            {addressError && (
              <p id={`${id}-address-error`} className="field-error">
                <Trans>Please enter the delivery address.</Trans>
              </p>
            )}
          </div>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-detail`}>
              <Trans>Apartment, floor, etc.</Trans>
            </label>
            <input
              id={`${id}-detail`}
              className="field-input"
              maxLength={ADDRESS_MAX_LENGTH}
              value={fields.detailAddress}
              onChange={(event) => onChange({ detailAddress: event.target.value })}
            />
          </div>
        </>
      )}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-phone`}>
          <Trans>Mobile phone number</Trans> <span aria-hidden="true">*</span>
        </label>
        <PhoneInput
          id={`${id}-phone`}
          className="field-input"
          required
          placeholder="010-1234-5678"
          value={fields.phone}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={`${id}-phone-hint`}
          onValueChange={(phone) => onChange({ phone })}
          onBlur={() => setPhoneLeft(true)}
        />
        <p id={`${id}-phone-hint`} className={phoneError ? 'field-error' : 'field-hint'}>
          <Trans>Enter a mobile number starting with 010, 10 or 11 digits.</Trans>
        </p>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-request`}>
          <Trans>Request to the shop</Trans>
        </label>
        <textarea
          id={`${id}-request`}
          className="field-input"
          rows={2}
          maxLength={REQUEST_MAX_LENGTH}
          value={fields.requestText}
          placeholder={t`e.g. less spicy, no onions`}
          onChange={(event) => onChange({ requestText: event.target.value })}
        />
      </div>
      {kind === 'delivery' && (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-rider`}>
            <Trans>Request to the rider</Trans>
          </label>
          <textarea
            id={`${id}-rider`}
            className="field-input"
            rows={2}
            maxLength={REQUEST_MAX_LENGTH}
            value={fields.riderRequestText}
            placeholder={t`e.g. leave it at the door`}
            onChange={(event) => onChange({ riderRequestText: event.target.value })}
          />
        </div>
      )}
    </section>
  );
}
