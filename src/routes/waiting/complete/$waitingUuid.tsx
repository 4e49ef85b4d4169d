import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/waiting/complete/$waitingUuid')({
  component: WaitingCompletePage,
});

function WaitingCompletePage() {
  return <main className="page">WaitingCompletePage</main>;
}
