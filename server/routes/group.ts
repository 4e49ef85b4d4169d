/** The group page and the ordering links it opens (a fresh table link per click). */
import { Hono } from 'hono';
import { onCall, sendJson } from '../call-route.ts';
import type { DemoContext } from '../context.ts';
import { ApiError } from '../http.ts';
import { requireShop } from '../lookup.ts';
import { tableLink } from '../table-link.ts';

export function groupRoutes(ctx: DemoContext): Hono {
  const app = new Hono();

  onCall(app, 'shopGroup', (c, { query }) => {
    const group = ctx.state.groups.get(query.groupCode);
    if (!group) throw new ApiError(404, 'unknown_group', `There is no group ${query.groupCode}.`);
    return sendJson(c, 'shopGroup', {
      shopGroupName: group.shopGroupName,
      mappedList: group.mapped.map(({ randomCode, shopSeq }) => {
        const { info } = requireShop(ctx.state, shopSeq);
        return {
          randomCode,
          shopName: info.shopName,
          thumbnailFilePath: `mapped/${randomCode}.png`,
          openTime: info.openTime,
          closeTime: info.closeTime,
        };
      }),
      customLinkList: group.customLinks,
      isBannerUse: group.bannerImagePath !== null,
      bannerImagePath: group.bannerImagePath,
      bannerUrlLink: group.bannerUrlLink,
      defaultAddress: group.defaultAddress,
    });
  });

  // The separate data host of spec section 7: it answers a group's randomCode with the table link.
  app.get('/order-link', (c) => {
    const randomCode = c.req.query('randomCode') ?? '';
    const shopSeq = ctx.state.orderLinks.get(randomCode);
    if (shopSeq === undefined) throw new ApiError(404, 'unknown_link', `There is no ordering link ${randomCode}.`);
    const shop = requireShop(ctx.state, shopSeq);
    return c.redirect(tableLink(shopSeq, shop.defaultTable, ctx.now(), ctx.secret), 302);
  });

  return app;
}
