import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/$shopSeq/$tableNum/$menuSeq')({
  component: MenuDetailPage,
});

function MenuDetailPage() {
  return <main className="page">MenuDetailPage</main>;
}
