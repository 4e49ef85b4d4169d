import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/expired/$shopSeq/$tableNum')({
  component: ExpiredPage,
});

function ExpiredPage() {
  return <main className="page">ExpiredPage</main>;
}
