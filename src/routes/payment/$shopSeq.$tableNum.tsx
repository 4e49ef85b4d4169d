import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/payment/$shopSeq/$tableNum')({
  component: PaymentPage,
});

function PaymentPage() {
  return <main className="page">PaymentPage</main>;
}
