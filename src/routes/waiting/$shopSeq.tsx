import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/waiting/$shopSeq')({
  component: WaitingPage,
});

function WaitingPage() {
  return <main className="page">WaitingPage</main>;
}
