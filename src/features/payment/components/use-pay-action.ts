import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../api/client.ts';
import { LIMITS } from '../../../api/contract/limits.ts';
import type { TableCartOrderRef } from '../../../api/contract/table-cart.ts';
import { timeoutSignal, untilAborted } from '../../../api/deadline.ts';
import { CONFIG } from '../../../shared/config.ts';
import { lineMenuName } from '../../../shared/i18n/line-names.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import type { CartLine } from '../../cart/public.ts';
import { handOverToGateway, loadGatewayScript } from '../gateway.ts';
import { getPaymentResult, placeOrder } from '../payment.api.ts';
import { buildOrderBody, type OrderKind, orderFingerprint, reusablePrintGroupUuid } from '../payment-order.ts';
import type { ScriptGateway } from '../payment-rules.ts';
import { keepPaymentInFlight, markPaymentRefused, type PaymentFields, readPendingPayment } from '../payment-session.ts';
import { earlierVerdict, type StartFailure, startPaymentOnce } from '../payment-start.ts';

export const PAYMENT_FAILED = msg`Payment failed. Returning to the previous page.`;
const SESSION_EXPIRED = msg`Your table session has expired. Please scan the QR code at your table again.`;
/** The spec's menuMaxQuantity message, as the cart says it. */
const MENU_MAX_QUANTITY = msg`You can order up to 99 of one menu.`;
const maxLines = LIMITS.orderLines;
const TOO_MANY_LINES = msg`One order can hold at most ${maxLines} different items. Please order the rest separately.`;
/** The service's refusals when the menu moved under the cart: nothing was placed or charged. */
const MENU_CHANGED = {
  'price-changed': msg`A price changed while you were ordering, so nothing was charged. Your order now shows today's prices: check the amount and pay again.`,
  'sold-out': msg`Something in your order sold out while you were ordering, so nothing was charged. It is now left out of your order: check it and pay again.`,
  'menu-gone': msg`Something in your order is no longer on the menu, so nothing was charged. It is now left out of your order: check it and pay again.`,
  'below-minimum': msg`Your order is below the delivery minimum, so nothing was charged. Add more from the menu, then pay again.`,
} as const;

export interface PayInput {
  token: string;
  lines: readonly CartLine[];
  kind: OrderKind;
  fields: PaymentFields;
  gatewayCode: string | null;
  scriptGateway: ScriptGateway | null;
  /** The table's shared cart at the version shown, on a table that has one. */
  tableCart?: TableCartOrderRef;
}

/**
 * The pay button's action: one start at a time, the same print group id for the same order, then
 * the gateway, the result, or a message that says what happened and what to do.
 */
export function usePayAction(
  shopSeq: number,
  tableNum: number,
  onMenuChanged: () => void,
  onTableCartRefused?: (code: string) => void,
) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const router = useRouter();
  const [starting, setStarting] = useState(false);
  const [offlineFailure, setOfflineFailure] = useState(false);
  const startingRef = useRef(false);

  // Back from the gateway through the browser's page cache: the page must be usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      startingRef.current = false;
      setStarting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const fail = useCallback(
    (reason: StartFailure) => {
      startingRef.current = false;
      setStarting(false);
      const params = { shopSeq: String(shopSeq), tableNum: String(tableNum) };
      if (reason === 'offline') setOfflineFailure(true);
      else if (reason.startsWith('table_cart_') && onTableCartRefused) {
        // Another phone ordered, pays, or changed the shared cart: nothing was placed or charged here.
        onTableCartRefused(reason);
      } else if (reason === 'session') {
        showAlert({
          message: SESSION_EXPIRED,
          onClose: () => void navigate({ to: '/expired/$shopSeq/$tableNum', params, replace: true }),
        });
      } else if (reason in MENU_CHANGED) {
        // The order is judged again against a fresh menu; the diner sees what changed, then pays.
        onMenuChanged();
        showAlert({ message: MENU_CHANGED[reason as keyof typeof MENU_CHANGED] });
      } else if (reason === 'menu-quantity' || reason === 'too-many-lines') {
        // Nothing was placed or charged: the diner stays here and changes the cart.
        showAlert({ message: reason === 'menu-quantity' ? MENU_MAX_QUANTITY : TOO_MANY_LINES });
      } else showAlert({ message: PAYMENT_FAILED, onClose: () => router.history.back() });
    },
    [shopSeq, tableNum, navigate, router, onMenuChanged, onTableCartRefused],
  );

  const start = async ({
    token,
    lines,
    kind,
    fields,
    gatewayCode,
    scriptGateway,
    tableCart,
  }: PayInput): Promise<void> => {
    // A second tap while the first is starting does nothing (the start itself is single-flight too).
    if (startingRef.current || lines.length === 0) return;
    startingRef.current = true;
    setStarting(true);
    setOfflineFailure(false);
    const draft = {
      printGroupUuid: '',
      shopSeq,
      tableNum,
      localeCode: locale,
      tableToken: token,
      lines,
      kind,
      fields,
      tableCart,
    };
    const fingerprint = orderFingerprint(buildOrderBody(draft));
    const pending = readPendingPayment();
    const earlier = pending?.shopSeq === shopSeq && pending.tableNum === tableNum ? pending : null;
    const printGroupUuid = reusablePrintGroupUuid(earlier, { shopSeq, tableNum }, fingerprint) ?? newIdempotencyKey();
    const firstName = lineMenuName(lines[0]!, locale);
    const more = lines.length - 1;
    const outcome = await startPaymentOnce(
      {
        body: buildOrderBody({ ...draft, printGroupUuid }),
        lines,
        gatewayCode,
        scriptGateway,
        goodsName: more > 0 ? t`${firstName} and ${more} more` : firstName,
        now: Date.now(),
        earlier,
      },
      {
        placeOrder: (body) => placeOrder(body),
        // A script that never finishes loading would hold the button busy: it gets a call's time.
        loadScript: (gateway) => untilAborted(loadGatewayScript(gateway), timeoutSignal(CONFIG.requestTimeoutMs)),
        handOver: handOverToGateway,
        keepInFlight: keepPaymentInFlight,
        refused: markPaymentRefused,
        checkEarlier: (id) => earlierVerdict(id, (mchtTrdNo) => getPaymentResult(mchtTrdNo)),
        // The diner closed the card window: nothing was paid, the page is theirs again.
        windowClosed: () => {
          startingRef.current = false;
          setStarting(false);
          void navigate({
            to: '/payment/cancel/$shopSeq/$tableNum',
            params: { shopSeq: String(shopSeq), tableNum: String(tableNum) },
          });
        },
      },
    );
    if (outcome.kind === 'gateway') return; // leaving for the card window; the button stays busy
    if (outcome.kind === 'failed') return fail(outcome.reason);
    const to = outcome.kind === 'placed' ? '/payment/receipt/$printGroupUuid' : '/payment/process/$printGroupUuid';
    await navigate({ to, params: { printGroupUuid: outcome.printGroupUuid }, replace: true });
  };

  return { starting, offlineFailure, start };
}
