import { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';

test('a table link keeps the token, records the visit and opens the menu list with the shop name', async ({
  page,
  demo,
  request,
}) => {
  const entry = await demo.entry('dine-in', 'pg');
  const link = DemoService.pathOf(entry.url);
  const { shopSeq, tableNum } = link.match(/^\/(?<shopSeq>\d+)\/(?<tableNum>\d+)/)?.groups ?? {};
  const shop = await (await request.get(`/api/shopInfo?shopSeq=${shopSeq}`)).json();

  await page.goto(link);

  await expect(page).toHaveURL(new RegExp(`/list/${shopSeq}/${tableNum}$`));
  await expect(page.getByRole('heading', { name: shop.shopName })).toBeVisible();
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect(await page.evaluate(() => Object.entries(sessionStorage).find(([k]) => k.endsWith(':token'))?.[1])).toBe(
    token,
  );
  await expect
    .poll(async () => (await demo.received()).history.map((h) => h.body.url))
    .toContain(`/${shopSeq}/${tableNum}`);
});
