import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ExpiredScreen } from '../features/session/components/expired-screen.tsx';

/** Where a failed session check or a wrong table address lands: the expired message (spec section 8). */
export const Route = createFileRoute('/error')({
  staticData: { title: msg`Page expired` },
  component: ErrorPage,
});

function ErrorPage() {
  return <ExpiredScreen />;
}
