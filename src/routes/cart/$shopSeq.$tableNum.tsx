import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/cart/$shopSeq/$tableNum')({
  component: CartPage,
});

function CartPage() {
  return <main className="page">CartPage</main>;
}
