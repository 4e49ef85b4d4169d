import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { guardOrderLog } from '../../-components/order-log-guard.ts';
import { OrderLogPage } from '../../-components/order-log-page.tsx';

export const Route = createFileRoute('/order/log/$shopSeq/$tableNum/$fromOrder')({
  staticData: { title: msg`Order history` },
  loader: ({ params, abortController }) => guardOrderLog(params, abortController.signal),
  component: function OrderLogRoute() {
    return <OrderLogPage context={Route.useLoaderData()} />;
  },
});
