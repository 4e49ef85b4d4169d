import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { WaitingCompleteScreen } from '../../../features/waiting/components/waiting-complete-screen.tsx';
import { loadWaitingTickets } from '../../../features/waiting/waiting-tickets.atoms.ts';

export const Route = createFileRoute('/waiting/complete/$waitingUuid')({
  staticData: { title: msg`Waiting registered` },
  // The kept tickets first, so a returning diner sees the last known place at once.
  loader: async () => {
    await loadWaitingTickets();
  },
  component: function WaitingCompleteRoute() {
    const { waitingUuid } = Route.useParams();
    const router = useRouter();
    const navigate = useNavigate();
    const back = () => {
      if (router.history.canGoBack()) router.history.back();
      else void navigate({ to: '/' });
    };
    return <WaitingCompleteScreen key={waitingUuid} waitingUuid={waitingUuid} onBack={back} />;
  },
});
