import type { ShopInfo } from '../../api/contract/entities.ts';

/** What the order log screen opens with: its guard decides it (`routes/-components/order-log-guard.ts`). */
export type OrderLogContext =
  /** fromOrder is not 'true' or 'false': the screen sends the diner back. */
  | { kind: 'back'; shopSeq: number; tableNum: number }
  | {
      kind: 'ready';
      shopSeq: number;
      tableNum: number;
      fromOrder: boolean;
      sessionExpired: boolean;
      shop: ShopInfo | null;
      tableName: string | null;
      /** A delivery table pays through the shop's delivery gateway (false when unknown). */
      delivery: boolean;
    };
