import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/log/$shopSeq/$tableNum/$fromOrder')({
  component: OrderLogPage,
});

function OrderLogPage() {
  return <main className="page">OrderLogPage</main>;
}
