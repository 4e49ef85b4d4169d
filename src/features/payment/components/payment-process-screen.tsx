import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { pollPaymentResult } from '../payment-poll.ts';
import { readPendingPayment } from '../payment-session.ts';
import { LoadFailedDialog } from './load-failed-dialog.tsx';
import { useRetryWhenOnline } from './use-retry-when-online.ts';
import '../../../shared/ui/page-parts.css';
import './payment-result.css';

type Phase = 'checking' | 'failed' | 'stopped';

/**
 * Where the gateway returns the diner: waits for the order service to know the payment, then
 * shows the result. Nothing here can charge again; a reload or a retry only asks again.
 */
export function PaymentProcessScreen({ printGroupUuid }: { printGroupUuid: string }) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('checking');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setPhase('checking');
    setAttempt((n) => n + 1);
  }, []);
  useRetryWhenOnline(phase !== 'checking', retry);

  useEffect(() => {
    // Read by the effect only: each retry starts a fresh round of polls.
    void attempt;
    const controller = new AbortController();
    pollPaymentResult(printGroupUuid, controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.kind === 'ready') {
          void navigate({ to: '/payment/receipt/$printGroupUuid', params: { printGroupUuid }, replace: true });
          return;
        }
        if (outcome.kind === 'failed') console.warn('Payment result failed', outcome.error);
        setPhase('failed');
      },
      () => {
        if (!controller.signal.aborted) setPhase('failed');
      },
    );
    return () => controller.abort();
  }, [printGroupUuid, attempt, navigate]);

  const pending = readPendingPayment();
  const table =
    pending?.printGroupUuid === printGroupUuid
      ? { shopSeq: String(pending.shopSeq), tableNum: String(pending.tableNum) }
      : null;

  return (
    <main className="page result-page result-center">
      {phase === 'checking' ? (
        <div role="status" className="result-checking">
          <span className="spinner" aria-hidden="true" />
          <p className="result-headline">
            <Trans>Checking the payment result…</Trans>
          </p>
          <p className="result-hint">
            <Trans>Please wait and do not close this page.</Trans>
          </p>
        </div>
      ) : (
        <div className="result-checking">
          <p className="result-headline" role="alert">
            <Trans>We could not confirm the payment yet.</Trans>
          </p>
          <p className="result-hint">
            <Trans>
              If the card was charged, the order is safe and will show up here. Check again in a moment; nothing is
              charged twice.
            </Trans>
          </p>
          <button type="button" className="btn btn-primary btn-block" onClick={retry}>
            <Trans>Check again</Trans>
          </button>
          {table && (
            <button
              type="button"
              className="btn btn-block"
              onClick={() => void navigate({ to: '/list/$shopSeq/$tableNum', params: table })}
            >
              <Trans>Go to menu</Trans>
            </button>
          )}
        </div>
      )}
      <LoadFailedDialog open={phase === 'failed'} onRetry={retry} onClose={() => setPhase('stopped')} />
    </main>
  );
}
