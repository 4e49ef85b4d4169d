/** What the order calls answer: an order seen as a print log, a payment result, or status lines. */
import type { OrderStatusLine, PaymentResult, PrintLogGroup } from '../src/api/contract/entities.ts';
import { seoulTime } from './clock.ts';
import { menuNameIn, optionGroupNameIn, optionNameIn } from './localize.ts';
import type { SeedShop } from './seed/types.ts';
import type { ChosenOption, OrderRecord, PricedLine } from './state.ts';

export function shopInfoOf(shop: SeedShop) {
  return { ...shop.info, tableNums: shop.tables.map((table) => table.tableNum) };
}

export function printLogGroupOf(shop: SeedShop, order: OrderRecord): PrintLogGroup {
  const locale = order.localeCode;
  return {
    printLog: order.lines.map((line) => ({
      printGroupUuid: order.printGroupUuid,
      menuName: line.menu.menuName,
      currentLocale: locale,
      currentLocaleMenuName: menuNameIn(line.menu, locale),
      quantity: line.quantity,
      menuPrice: line.priceWithReplace,
      finalPrice: line.totalPrice,
      printLogMenuOptionList: line.chosen.map(({ group, option }) => ({
        currentLocaleOptionGroupName: optionGroupNameIn(shop, group.optionGroupUuid, group.optionGroupName, locale),
        currentLocaleOptionName: optionNameIn(shop, option.optionUuid, option.optionName, locale),
        optionPrice: option.optionPrice,
      })),
      deliveryAddress: order.deliveryAddress,
      deliveryDetailAddress: order.deliveryDetailAddress,
      userPhoneNumber: order.userPhoneNumber,
      requestText: line.requestText ?? order.requestText,
      riderRequestText: order.riderRequestText,
    })),
    orderStatus:
      order.state === 'AWAITING_PAYMENT'
        ? null
        : { status: order.state, orderCode: order.orderCode, orderNo: order.orderNo },
    shopSeq: order.shopSeq,
    tableNum: order.table.tableNum,
    delivery: order.table.kind === 'delivery',
    takeOut: order.table.kind === 'takeout',
  };
}

/** Card orders carry the approval; counter orders answer the same shape without card fields. */
export function paymentResultOf(shop: SeedShop, order: OrderRecord): PaymentResult {
  return {
    shopInfo: shopInfoOf(shop),
    trdAmt: order.payment?.trdAmt ?? order.totalPrice,
    trdDtm: order.payment?.trdDtm ?? seoulTime(order.placedAt ?? order.createdAt).stamp,
    cardNm: order.payment?.cardNm ?? null,
    cardNo: order.payment?.cardNo ?? null,
    cardApprNo: order.payment?.cardApprNo ?? null,
  };
}

function groupsOf(shop: SeedShop, chosen: ChosenOption[], locale: string) {
  const groups = [...new Set(chosen.map((item) => item.group))];
  return groups.map((group) => ({
    optionGroupUuid: group.optionGroupUuid,
    optionGroupName: optionGroupNameIn(shop, group.optionGroupUuid, group.optionGroupName, locale),
    doesReplace: group.doesReplace,
    optionList: chosen
      .filter((item) => item.group === group)
      .map(({ option }) => ({
        optionUuid: option.optionUuid,
        optionName: optionNameIn(shop, option.optionUuid, option.optionName, locale),
        optionPrice: option.optionPrice,
      })),
  }));
}

function statusLineOf(shop: SeedShop, line: PricedLine, locale: string): OrderStatusLine {
  return {
    menuName: menuNameIn(line.menu, locale),
    localeMenuList: line.menu.localeMenu,
    quantity: line.quantity,
    menuPrice: line.priceWithReplace,
    finalPrice: line.totalPrice,
    localeOptionGroupList: groupsOf(shop, line.chosen, locale),
  };
}

/** Every line the kitchen has for a table (placed and not cancelled), oldest order first. */
export function orderStatusLinesOf(
  shop: SeedShop,
  orders: Iterable<OrderRecord>,
  tableNum: number,
  locale: string,
): OrderStatusLine[] {
  return [...orders]
    .filter(
      (order) =>
        order.shopSeq === shop.info.shopSeq &&
        order.table.tableNum === tableNum &&
        (order.state === 'PENDING' || order.state === 'CONFIRM'),
    )
    .sort((a, b) => (a.placedAt?.getTime() ?? 0) - (b.placedAt?.getTime() ?? 0))
    .flatMap((order) => order.lines.map((line) => statusLineOf(shop, line, locale)));
}
