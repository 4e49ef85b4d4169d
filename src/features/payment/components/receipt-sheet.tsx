import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { checkDeliveryPhone, formatPhone } from '../../../shared/lib/phone.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';
import { RECEIPT_MESSAGES } from './receipt-messages.ts';
import type { ReceiptSendStatus } from './use-receipt-sender.ts';

export interface ReceiptSheetProps {
  open: boolean;
  onClose: () => void;
  /** A sanitised review link, or null when the option is hidden. */
  reviewUrl: string | null;
  initialPhone: string;
  status: ReceiptSendStatus;
  online: boolean;
  onSend: (phoneDigits: string) => void;
}

/** The bottom sheet of the result page: review the shop on a map site, send a smart receipt. */
export function ReceiptSheet({ open, onClose, reviewUrl, initialPhone, status, online, onSend }: ReceiptSheetProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [phone, setPhone] = useState(() => formatPhone(initialPhone, true));
  const [tried, setTried] = useState(false);
  const check = checkDeliveryPhone(formatPhone(phone, true));
  const invalid = tried && !check.ok;
  const outcome = status === 'idle' || status === 'sending' ? null : status;
  const submit = () => {
    setTried(true);
    if (check.ok && status !== 'sending') onSend(check.digits);
  };
  return (
    <Dialog open={open} onClose={onClose} variant="sheet" title={t`Review and receipt`}>
      {reviewUrl && (
        <section className="sheet-section" aria-labelledby={`${id}-review`}>
          <h3 id={`${id}-review`} className="sheet-heading">
            <Trans>Leave a review</Trans>
          </h3>
          <a className="btn btn-block" href={reviewUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Write a review on the map site</Trans>
            <span className="visually-hidden">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </section>
      )}
      <section className="sheet-section" aria-labelledby={`${id}-receipt`}>
        <h3 id={`${id}-receipt`} className="sheet-heading">
          <Trans>Send a smart receipt</Trans>
        </h3>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor={`${id}-phone`}>
              <Trans>Mobile phone number</Trans>
            </label>
            <PhoneInput
              id={`${id}-phone`}
              className="field-input"
              placeholder="010-1234-5678"
              value={phone}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={`${id}-hint`}
              onValueChange={setPhone}
              onBlur={() => setTried(true)}
            />
            <p id={`${id}-hint`} className={invalid ? 'field-error' : 'field-hint'}>
              <Trans>Enter a mobile number starting with 010, 10 or 11 digits.</Trans>
            </p>
          </div>
          {!online && (
            <p className="notice">
              <Trans>You are offline: the receipt will be sent when the connection is back.</Trans>
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={status === 'sending'}>
            {status === 'sending' ? <Trans>Sending…</Trans> : <Trans>Send receipt</Trans>}
          </button>
        </form>
        <p className={`sheet-status sheet-status-${outcome ?? 'none'}`} role="status">
          {outcome ? i18n._(RECEIPT_MESSAGES[outcome]) : null}
        </p>
      </section>
      <button type="button" className="btn btn-block" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </Dialog>
  );
}
