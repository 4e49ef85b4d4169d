import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { IconClock } from '../../../shared/ui/icons.tsx';
import { openOrderHistory } from '../../order-log/public.ts';

/**
 * The expired page, and the error page that shows the same message (spec section 2). With a
 * table to speak of it offers the order history (or the no-ordered-menu popup).
 */
export function ExpiredScreen({ table }: { table?: { shopSeq: number; tableNum: number } }) {
  const navigate = useNavigate();
  return (
    <main className="screen-message">
      <IconClock className="screen-message-icon" />
      <h1>
        <Trans>This page has expired.</Trans>
      </h1>
      <p>
        <Trans>Please scan the QR code on your table again.</Trans>
      </p>
      {table && (
        <button
          type="button"
          className="btn"
          onClick={() => void openOrderHistory(navigate, table.shopSeq, table.tableNum)}
        >
          <Trans>See order history</Trans>
        </button>
      )}
    </main>
  );
}
