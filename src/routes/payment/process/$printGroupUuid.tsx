import { useLingui } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentProcessScreen } from '../../../features/payment/components/payment-process-screen.tsx';
import { PAYMENT_TITLES } from '../../../features/payment/components/payment-titles.ts';
import { Navbar } from '../../../shared/ui/navbar.tsx';

export const Route = createFileRoute('/payment/process/$printGroupUuid')({
  staticData: { title: PAYMENT_TITLES.paymentProcess },
  component: PaymentProcessPage,
});

function PaymentProcessPage() {
  const { i18n } = useLingui();
  const { printGroupUuid } = Route.useParams();
  return (
    <>
      <Navbar title={i18n._(PAYMENT_TITLES.pay)} />
      {/* Keyed: another payment's address starts its own wait. */}
      <PaymentProcessScreen key={printGroupUuid} printGroupUuid={printGroupUuid} />
    </>
  );
}
