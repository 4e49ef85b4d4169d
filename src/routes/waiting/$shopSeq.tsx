import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { attempt } from '../../api/errors.ts';
import { WaitingError } from '../../features/waiting/components/waiting-error.tsx';
import { WaitingScreen } from '../../features/waiting/components/waiting-screen.tsx';
import { getShopWaiting } from '../../features/waiting/waiting.api.ts';
import { activeTickets, loadWaitingTickets, waitingTicketsAtom } from '../../features/waiting/waiting-tickets.atoms.ts';
import { parsePositiveInt } from '../../shared/lib/route-params.ts';

export const Route = createFileRoute('/waiting/$shopSeq')({
  staticData: { title: msg`Waiting` },
  loader: async ({ params, abortController }) => {
    const shopSeq = parsePositiveInt(params.shopSeq);
    if (!shopSeq.ok) throw redirect({ to: '/error', replace: true });
    // A failed load is a screen of its own (no connection, unknown shop), not a crash.
    const [info] = await Promise.all([
      attempt(getShopWaiting(shopSeq.value, abortController.signal)),
      loadWaitingTickets(),
    ]);
    return { shopSeq: shopSeq.value, info };
  },
  component: function WaitingRoute() {
    const { shopSeq, info } = Route.useLoaderData();
    const navigate = useNavigate();
    const router = useRouter();
    const tickets = useAtomValue(waitingTicketsAtom);
    // The diner's own registration here, kept on the device, shows even when the shop cannot be reached.
    const ticket = activeTickets(tickets).find((t) => t.shopSeq === shopSeq) ?? null;
    const openTicket = (waitingUuid: string, replace = false) =>
      void navigate({ to: '/waiting/complete/$waitingUuid', params: { waitingUuid }, replace });
    if (!info.ok) {
      return (
        <WaitingError
          error={info.error}
          ticket={ticket}
          onOpenTicket={openTicket}
          onRetry={() => void router.invalidate()}
        />
      );
    }
    return (
      <WaitingScreen
        shopSeq={shopSeq}
        info={info.value}
        ticket={ticket}
        onRegistered={(waitingUuid) => openTicket(waitingUuid, true)}
        onOpenTicket={(waitingUuid) => openTicket(waitingUuid)}
      />
    );
  },
});
