import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { getPaymentResult } from '../payment.api.ts';
import { readPendingPayment } from '../payment-session.ts';
import { earlierVerdict } from '../payment-start.ts';

/**
 * On the page a cancelled or lost payment lands on: asks the service about the table's last
 * attempt. A cancel at the gateway can race an approval (or the approval's redirect was lost):
 * when the attempt turns out to be paid, the diner is taken to its result, which also logs it.
 * True while the question is open.
 */
export function useEarlierAttempt(shopSeq: number, tableNum: number): boolean {
  const navigate = useNavigate();
  const [pending] = useState(() => {
    const attempt = readPendingPayment();
    return attempt?.shopSeq === shopSeq && attempt.tableNum === tableNum ? attempt : null;
  });
  const [checking, setChecking] = useState(pending !== null);

  useEffect(() => {
    if (!pending) return;
    let live = true;
    void earlierVerdict(pending.printGroupUuid, (id) => getPaymentResult(id)).then((verdict) => {
      if (!live) return;
      setChecking(false);
      if (verdict === 'paid') {
        void navigate({
          to: '/payment/process/$printGroupUuid',
          params: { printGroupUuid: pending.printGroupUuid },
          replace: true,
        });
      }
    });
    return () => {
      live = false;
    };
  }, [pending, navigate]);

  return checking;
}
