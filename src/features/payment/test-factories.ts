/** Small factories for the payment tests. */
import type { PaymentResult, PrintLogGroup, PrintLogLine, ShopInfo } from '../../api/contract/entities.ts';
import type { CartLine } from '../cart/public.ts';

export const makeShop = (over: Partial<ShopInfo> = {}): ShopInfo => ({
  shopSeq: 7,
  shopName: '한옥 비빔밥',
  openTime: null,
  closeTime: null,
  globalPayType: 'won',
  posCode: null,
  pg: null,
  pgCode: 'smartro',
  deliveryPgCode: null,
  minimumAmount: null,
  noticeContent: null,
  bannerUse: false,
  bannerLink: null,
  bannerFilePath: null,
  customLogoUse: false,
  customLogoFilePath: null,
  reviewLink: null,
  useLocale: false,
  isDeliveryUse: false,
  ownerName: null,
  businessNumber: null,
  address1: null,
  address2: null,
  shopPhoneNumber: null,
  tableNums: [1, 2],
  ...over,
});

export const makeLine = (over: Partial<CartLine> = {}): CartLine => ({
  lineId: `line-${over.cartSeq ?? 0}`,
  cartSeq: 0,
  menuSeq: 11,
  menuName: '비빔밥',
  engMenuName: 'Bibimbap',
  localeMenu: [],
  categoryUuid: 'c1',
  menuPrice: 12000,
  thumbnailPath: null,
  quantity: 2,
  selectedOptions: [],
  requestText: '',
  shopSeq: 7,
  tableNum: 1,
  ...over,
});

export const makePrintLine = (over: Partial<PrintLogLine> = {}): PrintLogLine => ({
  printGroupUuid: 'pg-1',
  menuName: '비빔밥',
  currentLocale: 'ko',
  currentLocaleMenuName: null,
  quantity: 1,
  menuPrice: 12000,
  finalPrice: 12000,
  printLogMenuOptionList: [],
  deliveryAddress: null,
  deliveryDetailAddress: null,
  userPhoneNumber: null,
  requestText: null,
  riderRequestText: null,
  ...over,
});

export const makeGroup = (over: Partial<PrintLogGroup> = {}): PrintLogGroup => ({
  printLog: [makePrintLine()],
  orderStatus: { status: 'PENDING', orderCode: '0001', orderNo: '100001' },
  shopSeq: 7,
  tableNum: 1,
  delivery: false,
  takeOut: false,
  ...over,
});

export const makeResult = (over: Partial<PaymentResult> = {}): PaymentResult => ({
  shopInfo: makeShop(),
  trdAmt: 24000,
  trdDtm: '20250102030405',
  cardNm: '신한카드',
  cardNo: '1234-56**-****-7890',
  cardApprNo: '12345678',
  ...over,
});
