import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderLogPage } from '../../../features/order-log/components/order-log-page.tsx';
import { refreshTable } from '../../-components/menu-data.ts';
import { guardOrderLog } from '../../-components/order-log-guard.ts';

export const Route = createFileRoute('/order/log/$shopSeq/$tableNum/$fromOrder')({
  staticData: { title: msg`Order history` },
  loader: ({ params }) => guardOrderLog(params),
  component: function OrderLogRoute() {
    return <OrderLogPage context={Route.useLoaderData()} refreshTable={refreshTable} />;
  },
});
