/** Test-side handle on the demo order service's control endpoints (`/__demo/*`). */

/** What the handle needs of an HTTP client: Playwright's `request` fixture, or `fetchRequests`. */
export interface ControlResponse {
  ok(): boolean;
  status(): number;
  url(): string;
  text(): Promise<string>;
  json(): Promise<unknown>;
}
export interface ControlRequests {
  get(url: string): Promise<ControlResponse>;
  post(url: string, options?: { data?: unknown }): Promise<ControlResponse>;
  delete(url: string): Promise<ControlResponse>;
}

/** The same client over `fetch`, for journeys driven without Playwright (WebKit, Firefox). */
export function fetchRequests(baseURL: string): ControlRequests {
  const send = async (method: string, url: string, data?: unknown): Promise<ControlResponse> => {
    const response = await fetch(new URL(url, baseURL), {
      method,
      headers: data === undefined ? {} : { 'content-type': 'application/json' },
      body: data === undefined ? null : JSON.stringify(data),
    });
    const body = await response.text();
    return {
      ok: () => response.ok,
      status: () => response.status,
      url: () => response.url,
      text: async () => body,
      json: async () => JSON.parse(body) as unknown,
    };
  };
  return {
    get: (url) => send('GET', url),
    post: (url, options) => send('POST', url, options?.data),
    delete: (url) => send('DELETE', url),
  };
}

export interface CatalogueEntry {
  id: string;
  kinds: string[];
  url: string;
  description: string;
}

export interface Fault {
  path: string;
  method?: string;
  status?: number;
  delayMs?: number;
  drop?: boolean;
  loseAnswer?: boolean;
  stallBodyMs?: number;
  noContentPolls?: number;
  wrongShape?: boolean;
  times?: number;
}

export interface Received {
  history: { body: { url: string }; idempotencyKey?: string | null }[];
  receipts: { body: Record<string, unknown>; idempotencyKey?: string | null }[];
  staffCalls: { body: { shopSeq: number; tableNum: number; reason: string; requestedAt: string } }[];
  rum: { v: number; events: Record<string, unknown>[] }[];
}

export interface DemoOrder {
  printGroupUuid: string;
  shopSeq: number;
  tableNum: number;
  state: string;
  totalPrice: number;
  lines: { menuSeq: number; quantity: number }[];
}

export class DemoService {
  constructor(private readonly request: ControlRequests) {}

  private async json<T>(response: ControlResponse): Promise<T> {
    if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async reset(): Promise<void> {
    const response = await this.request.post('/__demo/reset', { data: {} });
    if (!response.ok()) throw new Error(`reset failed: ${response.status()}`);
  }

  async catalogue(): Promise<CatalogueEntry[]> {
    const body = await this.json<{ entries: CatalogueEntry[] }>(await this.request.get('/__demo/catalogue'));
    return body.entries;
  }

  /** The first catalogue entry that has every kind asked for. */
  async entry(...kinds: string[]): Promise<CatalogueEntry> {
    const found = (await this.catalogue()).find((e) => kinds.every((k) => e.kinds.includes(k)));
    if (!found) throw new Error(`no catalogue entry with kinds ${kinds.join(', ')}`);
    return found;
  }

  /** A path relative to the app's origin, e.g. '/12/3?token=…'. */
  static pathOf(url: string): string {
    const parsed = new URL(url, 'http://placeholder');
    return parsed.pathname + parsed.search;
  }

  async tableLink(shopSeq: number, tableNum: number, ttlSeconds?: number): Promise<string> {
    const body = await this.json<{ url: string }>(
      await this.request.post('/__demo/token', { data: { shopSeq, tableNum, ttlSeconds } }),
    );
    return DemoService.pathOf(body.url);
  }

  async fault(fault: Fault): Promise<void> {
    await this.json(await this.request.post('/__demo/fault', { data: fault }));
  }

  async clearFaults(): Promise<void> {
    await this.request.delete('/__demo/fault');
  }

  async setOrderStatus(printGroupUuid: string, status: 'PENDING' | 'CONFIRM' | 'CANCEL'): Promise<void> {
    await this.json(await this.request.post('/__demo/order-status', { data: { printGroupUuid, status } }));
  }

  /** The shop changes a menu's price (a reset brings the seeded menu back). */
  async setMenuPrice(shopSeq: number, menuSeq: number, menuPrice: number): Promise<void> {
    await this.json(await this.request.post('/__demo/menu/price', { data: { shopSeq, menuSeq, menuPrice } }));
  }

  /** The shop sells out (or restocks) a menu, or one option of it. */
  async setStock(shopSeq: number, menuSeq: number, outOfStock: boolean, optionUuid?: string): Promise<void> {
    await this.json(
      await this.request.post('/__demo/menu/stock', { data: { shopSeq, menuSeq, outOfStock, optionUuid } }),
    );
  }

  async advanceWaiting(shopSeq: number): Promise<void> {
    await this.json(await this.request.post('/__demo/waiting/advance', { data: { shopSeq } }));
  }

  /** Opens or closes a shop's waiting list and sets which party counters it uses. */
  async setWaiting(
    shopSeq: number,
    waiting: {
      waitingStatus: 'IMMEDIATE' | 'AVAILABLE' | 'UNAVAILABLE' | 'CLOSED';
      useAdult: boolean;
      useKid: boolean;
    },
  ): Promise<void> {
    const { waitingStatus, useAdult, useKid } = waiting;
    await this.json(await this.request.post('/__demo/waiting/status', { data: { shopSeq, waitingStatus } }));
    await this.json(await this.request.post('/__demo/waiting/counters', { data: { shopSeq, useAdult, useKid } }));
  }

  /** Every order the service holds, whatever its state; one table's when it is named. */
  async orders(shopSeq?: number, tableNum?: number): Promise<DemoOrder[]> {
    const table =
      shopSeq === undefined ? '' : `?shopSeq=${shopSeq}${tableNum === undefined ? '' : `&tableNum=${tableNum}`}`;
    return (await this.json<{ orders: DemoOrder[] }>(await this.request.get(`/__demo/orders${table}`))).orders;
  }

  async received(): Promise<Received> {
    return this.json<Received>(await this.request.get('/__demo/received'));
  }
}
