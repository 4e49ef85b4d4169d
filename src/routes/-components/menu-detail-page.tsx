import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { Menu } from '../../api/contract/entities.ts';
import { addToCart } from '../../features/cart/cart-actions.ts';
import { selectedOptionsFrom } from '../../features/cart/cart-edits.ts';
import { type AddBlock, type MenuChoice, MenuDetail } from '../../features/menu/components/menu-detail.tsx';
import { mayAddToCart } from '../../features/session/device-first.ts';
import { currentToken } from '../../features/session/session.atoms.ts';
import { isBusinessOpen } from '../../features/shop/opening-hours.ts';
import { breakTimesAtom, localeListsAtom, shopInfoAtom, tableInfoAtom } from '../../features/shop/shop.atoms.ts';
import type { UiLocale } from '../../shared/i18n/locales.ts';
import { showAlert } from '../../shared/ui/alert.atoms.ts';
import { showToast } from '../../shared/ui/toast.atoms.ts';
import { noteAddedToCart } from './added-to-cart.ts';
import { ADDED_TO_CART, ADDED_TO_CART_MS, MENU_MAX_QUANTITY } from './menu-messages.ts';
import type { TableContext } from './table-guard.ts';
import { TableNavbar } from './table-navbar.tsx';
import { useSessionWatch, useTableSession } from './use-table-session.ts';

/** The menu detail screen: the menu feature's detail, wired to the shop, the session and the cart. */
export function MenuDetailPage({ menu, shopSeq, tableNum }: TableContext & { menu: Menu }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as UiLocale;
  const navigate = useNavigate();
  const router = useRouter();
  const fromHome = useLocation({ select: (location) => location.state.fromHome === true });
  const shop = useAtomValue(shopInfoAtom);
  const table = useAtomValue(tableInfoAtom);
  const breakTimes = useAtomValue(breakTimesAtom);
  const lists = useAtomValue(localeListsAtom);
  const session = useTableSession(shopSeq, tableNum);
  useSessionWatch(shopSeq, tableNum);
  if (!shop) return null;

  const delivery = Boolean(table?.delivery);
  const open = isBusinessOpen({ shop, breakTimes, isDeliveryTable: delivery, now: new Date() });
  // The cart lives on the phone: no network, or a check still out, does not stop adding to it
  // (paying waits for a live verdict on its own screen). Only a session known to be over does.
  const blocked: AddBlock | null = !mayAddToCart(session, { shopSeq, tableNum })
    ? 'session'
    : menu.outOfStock
      ? 'soldOut'
      : !open
        ? 'closed'
        : null;

  const backToHome = () => {
    if (fromHome) router.history.back();
    else
      void navigate({
        to: '/list/$shopSeq/$tableNum',
        params: { shopSeq: String(shopSeq), tableNum: String(tableNum) },
        replace: true,
      });
  };

  const add = async ({ quantity, chosen, requestText }: MenuChoice) => {
    const selectedOptions = selectedOptionsFrom(menu.menuOptionGroups, chosen, {
      options: lists?.options,
      groups: lists?.optionGroups,
    });
    const result = await addToCart({ menu, selectedOptions, quantity, requestText, shopSeq, tableNum }, currentToken());
    if (result.ok) {
      noteAddedToCart();
      showToast(ADDED_TO_CART, { durationMs: ADDED_TO_CART_MS });
      backToHome();
    } else {
      showAlert({ message: MENU_MAX_QUANTITY });
    }
  };

  return (
    <>
      <TableNavbar shopSeq={shopSeq} tableNum={tableNum} title={t`Menu details`} />
      <main>
        <MenuDetail
          menu={menu}
          locale={locale}
          payType={shop.globalPayType}
          translations={lists ? { options: lists.options, optionGroups: lists.optionGroups } : null}
          minimumAmount={delivery ? (shop.minimumAmount ?? null) : null}
          serviceNotice={delivery ? null : table?.takeOut ? 'takeout' : 'dineIn'}
          blocked={blocked}
          onAdd={add}
        />
      </main>
    </>
  );
}
