import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/payment/receipt/$printGroupUuid')({
  component: PaymentReceiptPage,
});

function PaymentReceiptPage() {
  return <main className="page">PaymentReceiptPage</main>;
}
