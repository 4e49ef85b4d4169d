import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/payment/cancel/$shopSeq/$tableNum')({
  component: PaymentCancelPage,
});

function PaymentCancelPage() {
  return <main className="page">PaymentCancelPage</main>;
}
