import { useCallback, useEffect, useState } from 'react';
import { formatPhone } from '../../../shared/lib/phone.ts';
import { getPhoneNumber } from '../payment.api.ts';
import {
  EMPTY_FIELDS,
  keepCustomerPhone,
  type PaymentFields,
  readCustomerPhone,
  readDefaultAddress,
  readPaymentDraft,
  writePaymentDraft,
} from '../payment-session.ts';

/**
 * The payment form, kept in session storage on every change so that nothing typed is lost to a
 * reload, a dropped connection or a trip to the gateway and back. A first visit starts from what
 * the session already knows: the customer phone number and the group page's default address.
 */
export function usePaymentForm(shopSeq: number, tableNum: number, phoneUuid: string | undefined) {
  const [fields, setFields] = useState<PaymentFields>(
    () =>
      readPaymentDraft(shopSeq, tableNum) ?? {
        ...EMPTY_FIELDS,
        address: readDefaultAddress() ?? '',
        phone: formatPhone(readCustomerPhone() ?? '', true),
      },
  );

  const update = useCallback(
    (changes: Partial<PaymentFields>) => {
      setFields((previous) => {
        const next = { ...previous, ...changes };
        writePaymentDraft(shopSeq, tableNum, next);
        return next;
      });
    },
    [shopSeq, tableNum],
  );

  // GET /phone: the number the diner gave the shop before (a link with ?uuid=…).
  useEffect(() => {
    if (!phoneUuid) return;
    const controller = new AbortController();
    getPhoneNumber(phoneUuid, controller.signal).then(
      (digits) => {
        const clean = digits.replace(/\D/g, '');
        if (clean === '') return;
        keepCustomerPhone(clean);
        setFields((previous) => {
          if (previous.phone.trim() !== '') return previous;
          const next = { ...previous, phone: formatPhone(clean, true) };
          writePaymentDraft(shopSeq, tableNum, next);
          return next;
        });
      },
      // No number is no problem: the diner types one.
      () => undefined,
    );
    return () => controller.abort();
  }, [phoneUuid, shopSeq, tableNum]);

  return { fields, update };
}
