/**
 * The path of every call under the API base, and nothing else: the call lists (menu-calls.ts,
 * other-calls.ts) describe each call with its path from here, and the boot script and the
 * service worker take theirs from here too, without the schemas they do not need.
 */
export const CALL_PATHS = {
  shopInfo: '/shopInfo',
  tableInfo: '/table/info',
  breakTime: '/breakTime',
  promotion: '/promotion',
  localeShop: '/locale/shop',
  localeOption: '/locale/option',
  localeOptionGroup: '/locale/option-group',
  category: '/category',
  history: '/history',
  sessionCheck: '/session/check',
  phone: '/phone',
  paymentResult: '/payment/result',
  printLogAll: '/print/log/all',
  orderNumber: '/order/number/{printGroupUuid}',
  receipt: '/messaging/receipt',
  paymentCancel: '/payment/mobile/cancel/{printGroupUuid}',
  orderCancel: '/order/mobile/cancel/{orderNo}/{printGroupUuid}',
  orderLogStatus: '/order/log/status',
  shopGroup: '/shop/group',
  shopWaiting: '/shop/waiting',
  waitingRegister: '/shop/waiting',
  waitingDetail: '/shop/waiting/{waitingUuid}',
  waitingCancel: '/shop/waiting/{waitingUuid}/cancel',
  placeOrder: '/order',
  /* Optional extensions (extensions.ts): only for tables whose info advertises them. */
  staffCall: '/staff/call',
  tableCart: '/table/cart',
  tableCartOps: '/table/cart/ops',
  tableCartEvents: '/table/cart/events',
} as const;
