import { useNavigate, useRouter } from '@tanstack/react-router';
import { type MouseEvent, useCallback, useRef } from 'react';
import type { Menu } from '../../../api/contract/entities.ts';
import { afterNextPaint } from '../../../shared/lib/after-next-paint.ts';
import { opensNewTab } from '../../../shared/lib/opens-new-tab.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { showToast } from '../../../shared/ui/toast.atoms.ts';
import { isBusinessOpen, useBreakTimes, useShopInfo, useTableInfo } from '../../shop/public.ts';
import { menuTap } from '../menu-browse.ts';
import { NOT_BUSINESS_TIME, PEAK_HOUR, SOLD_OUT } from './menu-messages.ts';

/** The message of a menu that does not open: the orange not-business-time toast, or 'sold out'. */
export function showMenuRefusal(refusal: 'notBusinessTime' | 'soldOut'): void {
  if (refusal === 'notBusinessTime') showToast(NOT_BUSINESS_TIME, { tone: 'brand' });
  else showToast(SOLD_OUT);
}

/**
 * What a tap on a menu card does (spec section 4, rule `menuTap`): outside business time the
 * orange warning toast, a sold-out menu does not open, a peak-hour menu shows its popup first.
 * The clock is read at the tap, so a page left open across closing time still judges right.
 */
export function useMenuOpener(shopSeq: number, tableNum: number) {
  const navigate = useNavigate();
  const router = useRouter();
  const shop = useShopInfo(shopSeq);
  const table = useTableInfo(shopSeq, tableNum);
  const breakTimes = useBreakTimes(shopSeq);
  const preloaded = useRef(false);

  const params = useCallback(
    (menu: Menu) => ({ shopSeq: String(shopSeq), tableNum: String(tableNum), menuSeq: String(menu.menuSeq) }),
    [shopSeq, tableNum],
  );

  const hrefFor = useCallback((menu: Menu) => `/${shopSeq}/${tableNum}/${menu.menuSeq}`, [shopSeq, tableNum]);

  const onOpen = useCallback(
    (menu: Menu, event: MouseEvent<HTMLAnchorElement>) => {
      const open = shop
        ? isBusinessOpen({ shop, breakTimes, isDeliveryTable: Boolean(table?.delivery), now: new Date() })
        : false;
      const tap = menuTap(menu, open);
      if (tap === 'open' && opensNewTab(event)) return;
      event.preventDefault();
      // The navigation (a history entry, the detail's guard and code) starts after the frame that
      // shows the tap: inside the handler it held that frame back for a hundred milliseconds and
      // more on a slow phone.
      const go = () =>
        afterNextPaint(
          () => void navigate({ to: '/$shopSeq/$tableNum/$menuSeq', params: params(menu), state: { fromHome: true } }),
        );
      if (tap === 'notBusinessTime' || tap === 'soldOut') showMenuRefusal(tap);
      else if (tap === 'peakHourPopup') showAlert({ message: PEAK_HOUR, onClose: go });
      else go();
    },
    [shop, table, breakTimes, navigate, params],
  );

  // The detail screen's code is fetched once, as soon as the diner reaches for a menu.
  const onIntent = useCallback(
    (menu: Menu) => {
      if (preloaded.current || menu.outOfStock) return;
      preloaded.current = true;
      afterNextPaint(
        () => void router.preloadRoute({ to: '/$shopSeq/$tableNum/$menuSeq', params: params(menu) }).catch(() => {}),
      );
    },
    [router, params],
  );

  return { hrefFor, onOpen, onIntent };
}
