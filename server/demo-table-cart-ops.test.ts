/** The demo's list of table-cart ops: each batch as received, who sent it, and each op id's first outcome. */
import { describe, expect, it } from 'vitest';
import { makeApp, postJson, tokenFor } from './test-support.ts';

const TABLE = { shopSeq: 3, tableNum: 7 };
const auth = { authorization: `Bearer ${tokenFor(TABLE.shopSeq, TABLE.tableNum)}` };
const add = (opId: string) => ({
  kind: 'add',
  opId,
  lineId: `line-${opId}`,
  seenVersion: 0,
  line: {
    menuSeq: 3001,
    menuName: '야채김밥',
    engMenuName: null,
    localeMenu: [],
    categoryUuid: null,
    menuPrice: 4000,
    thumbnailPath: null,
    quantity: 1,
    selectedOptions: [],
    requestText: '',
  },
});

interface Listed {
  sessions: { outcomes: { opId: string; outcome: string }[] }[];
  received: { phoneId: string; status: number; ops: { opId: string; kind: string; menuName: string | null }[] }[];
}

describe('/__demo/table-carts/ops', () => {
  it('lists every batch as it arrived, a repeat too, and each op id answered once', async () => {
    const app = makeApp();
    const body = { ...TABLE, phoneId: 'phone-aaaa-0001', ops: [add('op-00000001')] };
    expect((await postJson(app, '/api/table/cart/ops', body, auth)).status).toBe(200);
    expect((await postJson(app, '/api/table/cart/ops', body, auth)).status).toBe(200);
    const listed = (await (await app.request('/__demo/table-carts/ops?shopSeq=3&tableNum=7')).json()) as Listed;
    expect(listed.received).toHaveLength(2);
    expect(listed.received[0]).toMatchObject({
      phoneId: 'phone-aaaa-0001',
      status: 200,
      ops: [{ opId: 'op-00000001', kind: 'add', menuName: '야채김밥' }],
    });
    expect(listed.sessions[0]?.outcomes).toEqual([
      expect.objectContaining({ opId: 'op-00000001', outcome: 'applied' }),
    ]);
  });

  it('forgets what it received when the demo is reset, and lists nothing for another table', async () => {
    const app = makeApp();
    await postJson(
      app,
      '/api/table/cart/ops',
      { ...TABLE, phoneId: 'phone-aaaa-0001', ops: [add('op-00000002')] },
      auth,
    );
    const other = (await (await app.request('/__demo/table-carts/ops?shopSeq=3&tableNum=8')).json()) as Listed;
    expect(other).toEqual({ sessions: [], received: [] });
    await postJson(app, '/__demo/reset', {});
    const after = (await (await app.request('/__demo/table-carts/ops')).json()) as Listed;
    expect(after).toEqual({ sessions: [], received: [] });
  });
});
