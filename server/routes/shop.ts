/**
 * Shop-public reads and the session check. Reads answer with or without a token; only the
 * session check judges one, and it never fails over it: a bad token is simply `false`.
 */
import { Hono } from 'hono';
import { onCall, sendJson } from '../call-route.ts';
import type { DemoContext } from '../context.ts';
import { requireShop, requireTable } from '../lookup.ts';
import { shopInfoOf } from '../order-views.ts';
import { tableOf } from '../state.ts';
import { bearerToken, isTokenValidFor } from '../tokens.ts';

export function shopRoutes(ctx: DemoContext): Hono {
  const app = new Hono();

  onCall(app, 'shopInfo', (c, { query }) => sendJson(c, 'shopInfo', shopInfoOf(requireShop(ctx.state, query.shopSeq))));

  onCall(app, 'tableInfo', (c, { query }) => {
    const shop = requireShop(ctx.state, query.shopSeq);
    const table = requireTable(shop, query.tableNum);
    return sendJson(c, 'tableInfo', {
      tableName: table.tableName,
      delivery: table.kind === 'delivery',
      takeOut: table.kind === 'takeout',
      tableNums: shop.tables.map((t) => t.tableNum),
      // Only a table that offers an extension says so; the others answer as the spec's service does.
      ...(table.extensions ? { extensions: table.extensions } : {}),
    });
  });

  onCall(app, 'breakTime', (c, { query }) =>
    sendJson(c, 'breakTime', requireShop(ctx.state, query.shopSeq).breakTimes),
  );

  onCall(app, 'promotion', (c, { query }) => sendJson(c, 'promotion', requireShop(ctx.state, query.shopSeq).promotion));

  onCall(app, 'localeShop', (c, { query }) => {
    const shop = requireShop(ctx.state, query.shopSeq);
    return sendJson(c, 'localeShop', shop.info.useLocale ? shop.locales : []);
  });

  onCall(app, 'localeOption', (c, { query }) =>
    sendJson(c, 'localeOption', requireShop(ctx.state, query.shopSeq).optionTranslations),
  );

  onCall(app, 'localeOptionGroup', (c, { query }) =>
    sendJson(c, 'localeOptionGroup', requireShop(ctx.state, query.shopSeq).optionGroupTranslations),
  );

  onCall(app, 'category', (c, { query }) => sendJson(c, 'category', requireShop(ctx.state, query.shopSeq).categories));

  onCall(app, 'sessionCheck', (c, { query }) => {
    const shop = ctx.state.shops.get(query.shopSeq);
    // A token cannot be valid for a table that does not exist, so an unknown table is just `false`.
    const table = shop ? tableOf(shop, query.tableNum) : undefined;
    const token = bearerToken(c.req.header('authorization'));
    const valid = table !== undefined && isTokenValidFor(token, query.shopSeq, query.tableNum, ctx.now(), ctx.secret);
    return sendJson(c, 'sessionCheck', valid);
  });

  return app;
}
