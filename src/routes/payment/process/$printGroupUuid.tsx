import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/payment/process/$printGroupUuid')({
  component: PaymentProcessPage,
});

function PaymentProcessPage() {
  return <main className="page">PaymentProcessPage</main>;
}
