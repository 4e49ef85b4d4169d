import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Menu } from '../../../api/contract/entities.ts';
import type { UiLocale } from '../../../shared/i18n/locales.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { showToast } from '../../../shared/ui/toast.atoms.ts';
import { addToCart, noteAddedToCart, preloadCartBar, selectedOptionsFrom } from '../../cart/public.ts';
import { TableNavbar } from '../../order-log/public.ts';
import { currentToken, mayAddToCart, useTableSession } from '../../session/public.ts';
import {
  isBusinessOpen,
  serviceNoticeFor,
  useBreakTimes,
  useLocaleLists,
  useShopInfo,
  useTableInfo,
} from '../../shop/public.ts';
import { menuTap } from '../menu-browse.ts';
import { type AddBlock, type MenuChoice, MenuDetail } from './menu-detail.tsx';
import { ADDED_TO_CART, ADDED_TO_CART_MS, MENU_MAX_QUANTITY } from './menu-messages.ts';
import { showMenuRefusal } from './use-menu-opener.ts';

/**
 * The menu detail screen: the menu feature's detail, wired to the shop, the session and the cart.
 * The route follows the session verdict (`useSessionWatch`) around it.
 */
export function MenuDetailPage({ menu, shopSeq, tableNum }: { menu: Menu; shopSeq: number; tableNum: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as UiLocale;
  const navigate = useNavigate();
  const router = useRouter();
  const fromHome = useLocation({ select: (location) => location.state.fromHome === true });
  const shop = useShopInfo(shopSeq);
  const table = useTableInfo(shopSeq, tableNum);
  const breakTimes = useBreakTimes(shopSeq);
  const lists = useLocaleLists(shopSeq);
  const session = useTableSession(shopSeq, tableNum);
  const delivery = Boolean(table?.delivery);
  const open = shop ? isBusinessOpen({ shop, breakTimes, isDeliveryTable: delivery, now: new Date() }) : false;
  // Spec section 4: a sold-out menu cannot be opened, nor any menu outside business time. The menu
  // list refuses the tap; an address, back/forward or a preloaded link lands here instead, and gets
  // the same answer: back to the menu with the same message. Judged once, as the screen opens, so
  // a diner already choosing options when the clock passes closing time is not thrown out.
  const [refusal] = useState(() => {
    const tap = shop ? menuTap(menu, open) : 'open';
    return tap === 'soldOut' || tap === 'notBusinessTime' ? tap : null;
  });
  // The menu this screen returns to after an add shows the cart bar at once.
  useEffect(() => {
    preloadCartBar().catch((error: unknown) => console.warn('cart bar did not load', error));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the refusal judged at opening
  useEffect(() => {
    if (!refusal) return;
    showMenuRefusal(refusal);
    void navigate({
      to: '/list/$shopSeq/$tableNum',
      params: { shopSeq: String(shopSeq), tableNum: String(tableNum) },
      replace: true,
    });
  }, [refusal]);
  if (!shop || refusal) return null;

  // The cart lives on the phone: no network, or a check still out, does not stop adding to it
  // (paying waits for a live verdict on its own screen). Only a session known to be over does.
  const blocked: AddBlock | null = !mayAddToCart(session, { shopSeq, tableNum, token: currentToken() })
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
      // The bar must be there in the menu's first render: a double tap's second tap lands on it.
      await preloadCartBar().catch((error: unknown) => console.warn('cart bar did not load', error));
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
          serviceNotice={serviceNoticeFor(table)}
          blocked={blocked}
          onAdd={add}
        />
      </main>
    </>
  );
}
