import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/group/$groupCode')({
  component: GroupPage,
});

function GroupPage() {
  return <main className="page">GroupPage</main>;
}
