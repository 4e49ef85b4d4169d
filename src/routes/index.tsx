import { createFileRoute } from '@tanstack/react-router';
import { orderLogAtom } from '../features/cart/cart.atoms.ts';
import { HomePage } from '../features/home/components/home-page.tsx';
import { loadLastTable } from '../features/session/last-table.ts';
import { loadWaitingTickets } from '../features/waiting/waiting-tickets.atoms.ts';
import { loadIdbAtom } from '../shared/state/idb-storage.ts';
import { store } from '../shared/state/store.ts';
import { noteTableOpened } from '../shared/state/table-storage.ts';
import { refreshTable } from './-components/menu-data.ts';

/** The start page (what the installed app opens). Device data is loaded before it renders. */
export const Route = createFileRoute('/')({
  loader: async () => {
    noteTableOpened();
    await Promise.all([loadWaitingTickets(), loadIdbAtom(store, orderLogAtom), loadLastTable()]);
  },
  component: () => <HomePage refreshTable={refreshTable} />,
});
