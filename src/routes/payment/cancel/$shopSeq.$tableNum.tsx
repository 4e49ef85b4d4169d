import { useLingui } from '@lingui/react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { TableNavbar } from '../../../features/order-log/components/table-navbar.tsx';
import { PaymentCancelScreen } from '../../../features/payment/components/payment-cancel-screen.tsx';
import { PAYMENT_TITLES } from '../../../features/payment/components/payment-titles.ts';
import { useEarlierAttempt } from '../../../features/payment/components/use-earlier-attempt.ts';
import { parseShopTableParams } from '../../../shared/lib/route-params.ts';

export const Route = createFileRoute('/payment/cancel/$shopSeq/$tableNum')({
  staticData: { title: PAYMENT_TITLES.paymentCancel },
  validateSearch: (search: Record<string, unknown>): { reason?: 'declined' } =>
    search.reason === 'declined' ? { reason: 'declined' } : {},
  beforeLoad: ({ params }) => {
    const parsed = parseShopTableParams(params);
    if (!parsed.ok) throw redirect({ to: '/error', replace: true });
    return parsed.value;
  },
  component: PaymentCancelPage,
});

function PaymentCancelPage() {
  const { i18n } = useLingui();
  const params = Route.useParams();
  const { shopSeq, tableNum } = Route.useRouteContext();
  const { reason } = Route.useSearch();
  const navigate = useNavigate();
  const checking = useEarlierAttempt(shopSeq, tableNum);
  return (
    <>
      <TableNavbar
        shopSeq={shopSeq}
        tableNum={tableNum}
        title={i18n._(PAYMENT_TITLES.paymentCancel)}
        showBack={false}
      />
      <PaymentCancelScreen
        declined={reason === 'declined'}
        checking={checking}
        onGoToMenu={() => void navigate({ to: '/list/$shopSeq/$tableNum', params })}
        onGoToCart={() => void navigate({ to: '/cart/$shopSeq/$tableNum', params })}
      />
    </>
  );
}
