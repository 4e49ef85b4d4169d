/**
 * The conformance check: asks a real order service every call the app reads with, as the app would,
 * and judges each answer against the contract's schemas; checks a deliberate error's body and the
 * CORS answers a browser on the app's origin needs; checks the extensions the table advertises
 * (extension-checks.ts); and only when asked, places a test order on a test table (then cancels it
 * when it was placed at the counter). Never sends a receipt, a waiting
 * registration or a visit record: those reach people or a shop's records.
 */
import type { CallName } from '../../src/api/contract/calls.ts';
import { CALLS } from '../../src/api/contract/calls.ts';
import type { Category, ShopInfo, TableInfo } from '../../src/api/contract/entities.ts';
import { bodyOf, describeCount, errorBodyOf, Failure, parseJsonAnswer } from './answers.ts';
import { answerOriginProblem, preflightProblem } from './cors-check.ts';
import { checkExtensions } from './extension-checks.ts';
import { type CallRequest, type ProbeTarget, sendCall, sendPreflight } from './probe.ts';
import type { CheckLine, Outcome } from './report.ts';
import { placeTestOrder } from './test-order.ts';

export interface CheckOptions {
  api: string;
  token: string;
  shop: number;
  table: number;
  /** The app's origin: checks CORS when set. */
  origin: string | null;
  placeTestOrder: boolean;
  /** A group code, for the group page's call. */
  group: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Hears each line as it is made. */
  onLine?: (line: CheckLine) => void;
}

export interface Verdict {
  outcome: Outcome;
  detail: string;
}

export type Send = (request?: CallRequest) => Promise<Response | string>;

export interface Checker {
  readonly options: CheckOptions;
  readonly target: ProbeTarget;
  /** Runs one call's checks and makes its line; a thrown Failure fails the line. */
  check(name: CallName, request: CallRequest, run: (send: Send) => Promise<Verdict>, label?: string): Promise<Verdict>;
}

export async function checkService(options: CheckOptions): Promise<CheckLine[]> {
  const target: ProbeTarget = {
    api: options.api,
    token: options.token,
    origin: options.origin,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
  };
  const lines: CheckLine[] = [];
  const checked = new Set<CallName>();

  const checker: Checker = {
    options,
    target,
    async check(name, given, run, label) {
      checked.add(name);
      // A call only preflighted still needs an address: its ids are stand-ins.
      const request = { ...given, path: { ...placeholderPath(name), ...given.path } };
      const answers: Response[] = [];
      const send: Send = async (extra = {}) => {
        const answer = await sendCall(target, name, { ...request, ...extra });
        if (typeof answer !== 'string') answers.push(answer);
        return answer;
      };
      let verdict: Verdict;
      try {
        verdict = await run(send);
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        verdict = { outcome: 'fail', detail: error.message };
      }
      if (options.origin) {
        const problems = answers
          .map((answer) => answerOriginProblem(answer.headers, options.origin ?? ''))
          .filter((problem): problem is string => problem !== null)
          .map((problem) => `answer has ${problem}`);
        const preflight = await sendPreflight({ ...target, origin: options.origin }, name, request);
        const preflightIssue =
          typeof preflight === 'string' ? preflight : preflightProblem(preflight, options.origin, CALLS[name].method);
        if (preflightIssue) problems.push(preflightIssue);
        const cors = problems.length > 0 ? `CORS: ${[...new Set(problems)].join('; ')}` : 'CORS ok';
        verdict = {
          outcome: problems.length > 0 ? 'fail' : verdict.outcome,
          detail: `${verdict.detail}; ${cors}`,
        };
      }
      const path = CALLS[name].path;
      const line: CheckLine = {
        outcome: verdict.outcome,
        call: label ?? name,
        method: CALLS[name].method,
        path,
        detail: verdict.detail,
      };
      lines.push(line);
      options.onLine?.(line);
      return verdict;
    },
  };

  const reads = await checkReads(checker);
  await checkErrorBody(checker);
  await checkExtensions(checker, reads);
  if (options.placeTestOrder) await placeTestOrder(checker, reads);
  for (const name of Object.keys(CALLS) as CallName[]) {
    if (checked.has(name)) continue;
    await checker.check(name, {}, async () => ({
      outcome: 'skip',
      detail: notCalledBecause(name, options),
    }));
  }
  return lines;
}

export interface Reads {
  shopInfo: ShopInfo | null;
  tableInfo: TableInfo | null;
  categories: Category[] | null;
}

const json = (name: CallName) => async (send: Send) => {
  const value = parseJsonAnswer(name, await bodyOf(await send()));
  return { outcome: 'ok' as const, detail: `200, ${describeCount(value)}` };
};

async function checkReads(checker: Checker): Promise<Reads> {
  const { shop, table, group } = checker.options;
  const shopQuery = { query: { shopSeq: shop } };
  const tableQuery = { query: { shopSeq: shop, tableNum: table } };
  const reads: Reads = { shopInfo: null, tableInfo: null, categories: null };

  await checker.check('sessionCheck', tableQuery, async (send) => {
    const open = parseJsonAnswer('sessionCheck', await bodyOf(await send()));
    if (open !== true)
      throw new Failure(`answered ${String(open)}: the token does not open shop ${shop} table ${table}`);
    return { outcome: 'ok', detail: '200, true: the token opens the table' };
  });
  await checker.check('shopInfo', shopQuery, async (send) => {
    reads.shopInfo = parseJsonAnswer('shopInfo', await bodyOf(await send())) as ShopInfo;
    return { outcome: 'ok', detail: `200, ${reads.shopInfo.shopName}` };
  });
  await checker.check('tableInfo', tableQuery, async (send) => {
    reads.tableInfo = parseJsonAnswer('tableInfo', await bodyOf(await send())) as TableInfo;
    return { outcome: 'ok', detail: `200, ${reads.tableInfo.tableName}` };
  });
  for (const name of ['breakTime', 'promotion', 'localeShop', 'localeOption', 'localeOptionGroup'] as const) {
    await checker.check(name, shopQuery, json(name));
  }
  await checker.check('category', shopQuery, async (send) => {
    reads.categories = parseJsonAnswer('category', await bodyOf(await send())) as Category[];
    const menus = reads.categories.reduce((sum, category) => sum + category.menus.length, 0);
    return { outcome: 'ok', detail: `200, ${reads.categories.length} categories, ${menus} menus` };
  });
  await checker.check(
    'orderLogStatus',
    { query: { shopSeq: shop, tableNum: table, localeCode: 'ko' } },
    json('orderLogStatus'),
  );
  await checker.check('shopWaiting', shopQuery, json('shopWaiting'));
  if (group) await checker.check('shopGroup', { query: { groupCode: group } }, json('shopGroup'));
  return reads;
}

/** A refusal the app must be able to read: an order that does not exist. */
async function checkErrorBody(checker: Checker): Promise<void> {
  const printGroupUuid = `conformance-check-${crypto.randomUUID()}`;
  await checker.check(
    'printLogAll',
    { query: { printGroupUuid } },
    async (send) => {
      const { status, code } = await errorBodyOf(await send());
      return { outcome: 'ok', detail: `unknown order: ${status} ${code}` };
    },
    'error body',
  );
}

function placeholderPath(name: CallName): Record<string, string> {
  const params = [...CALLS[name].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(params.map((param) => [param, 'conformance-check']));
}

function notCalledBecause(name: CallName, options: CheckOptions): string {
  switch (name) {
    case 'history':
    case 'receipt':
    case 'waitingRegister':
    case 'waitingCancel':
      return 'not called: it would reach a person or a shop’s records';
    case 'shopGroup':
      return 'not called: needs --group';
    case 'phone':
    case 'waitingDetail':
      return 'not called: needs an id the check cannot make';
    case 'paymentCancel':
      return 'not called: needs a card-paid order';
    default:
      return options.placeTestOrder
        ? 'not called: the test order did not get this far'
        : 'not called: needs --place-test-order';
  }
}
