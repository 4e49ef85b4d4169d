/**
 * What other features may use of the shop: how a table pays (the gateway rules), and what the
 * menu screens show of the shop and its table — the shop's own parts of the menu home (title,
 * chips, notice, banner, freshness line, footer, language switch, popups), its data as the
 * phone holds it for the screen's own shop and table, and the rules a menu tap is judged by (open now, a dine-in or takeout table).
 */
import { withWholeCatalog } from '../../shared/i18n/i18n.ts';

export { LanguageSwitch } from './components/language-switch.tsx';
export { MenuFreshness } from './components/menu-freshness.tsx';
export { default as NoticeDialog } from './components/notice-dialog.tsx';
export { NoticeStrip } from './components/notice-strip.tsx';
export { hasBanner, ShopBanner } from './components/shop-banner.tsx';
export { ShopFooter } from './components/shop-footer.tsx';
export { ShopTagList } from './components/shop-tag-list.tsx';
export { ShopTitle } from './components/shop-title.tsx';
export { isBusinessOpen } from './opening-hours.ts';
export {
  gatewayCodeFor,
  gatewayScriptFor,
  hasPaymentGateway,
  type PaymentWay,
  paymentWayFor,
  type ScriptGateway,
} from './payment-gateway.ts';
export { getShopInfo } from './shop.api.ts';
export {
  heldTable,
  holdsTable,
  useBreakTimes,
  useCategories,
  useLocaleLists,
  useMenuConfirmation,
  usePromotion,
  useShopInfo,
  useTableInfo,
} from './shop-data.ts';
export { shopTags } from './shop-tags.ts';
export { serviceNoticeFor } from './table-kind.ts';
export { restoreTable } from './table-snapshot.ts';

/** The first-visit popup, fetched only when it opens (it follows the notice, or opens without one). */
export const loadFirstVisitPopup = () => withWholeCatalog(import('./components/first-visit-popup.tsx'));
