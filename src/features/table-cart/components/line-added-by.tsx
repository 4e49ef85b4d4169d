import { useLingui } from '@lingui/react/macro';
import { guestName } from './guest-name.ts';

/** Who added a line of the shared cart: "손님 2", or "나" for this phone. */
export function LineAddedBy({ guest, you }: { guest: number; you: number }) {
  const { i18n, t } = useLingui();
  const who = guestName(i18n, guest, you);
  return <p className="table-cart-added-by">{t`Added by ${who}`}</p>;
}
