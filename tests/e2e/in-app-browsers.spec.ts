/**
 * A diner who scanned the table's code inside a chat or feed app (its user agent, no service
 * worker) orders and pays through the gateway's phone page like anyone; only the result page then
 * offers the phone's own browser, with the app's way out or plain words; the history holds the
 * order after a reload.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { approveAndWaitForReceipt, goToPayment, payAtGateway } from '../support/payment-flow.ts';

const AGENTS = {
  kakaotalkAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36;KAKAOTALK 10.5.5',
  kakaotalkIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.4.2',
  naverIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/20F66 NAVER(inapp; search; 2000; 12.5.5)',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S911N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Line/14.6.1/IAB',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 384.0.0.28.88 (iPhone15,3; iOS 18_5; ko_KR; ko; scale=3.00; 1290x2796; 123456789)',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.164 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/469.0.0.45.106;]',
} as const;

type Way = 'kakaotalk' | 'intent' | 'words';
type Gateway = 'smartro' | 'nice';

const CASES: { name: string; agent: string; gateway: Gateway; way: Way }[] = [
  { name: 'KakaoTalk on Android', agent: AGENTS.kakaotalkAndroid, gateway: 'smartro', way: 'kakaotalk' },
  { name: 'KakaoTalk on iOS', agent: AGENTS.kakaotalkIos, gateway: 'nice', way: 'kakaotalk' },
  { name: 'NAVER on iOS', agent: AGENTS.naverIos, gateway: 'smartro', way: 'words' },
  { name: 'LINE on Android', agent: AGENTS.lineAndroid, gateway: 'nice', way: 'intent' },
  { name: 'Instagram on iOS', agent: AGENTS.instagramIos, gateway: 'nice', way: 'words' },
  { name: 'Facebook on Android', agent: AGENTS.facebookAndroid, gateway: 'smartro', way: 'intent' },
];

const TABLES: Record<Gateway, { kinds: string[]; menuSeq: number }> = {
  smartro: { kinds: ['dine-in', 'pg-smartro'], menuSeq: 401 },
  nice: { kinds: ['overnight', 'pg-nice'], menuSeq: 7004 },
};

async function menuName(request: APIRequestContext, shopSeq: number, menuSeq: number): Promise<string> {
  const categories = (await (await request.get(`/api/category?shopSeq=${shopSeq}`)).json()) as {
    menus?: { menuSeq: number; menuName: string }[];
  }[];
  const menu = categories.flatMap((c) => c.menus ?? []).find((m) => m.menuSeq === menuSeq);
  if (!menu) throw new Error(`no menu ${menuSeq} at shop ${shopSeq}`);
  return menu.menuName;
}

function offer(page: Page) {
  return page.getByRole('region', { name: '주문 내역 보관하기' });
}

function expectedHref(way: Way, pageUrl: string): string | null {
  if (way === 'kakaotalk') return `kakaotalk://web/openExternal?url=${encodeURIComponent(pageUrl)}`;
  if (way === 'words') return null;
  const url = new URL(pageUrl);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=http;package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(pageUrl)};end`;
}

for (const { name, agent, gateway, way } of CASES) {
  test.describe(name, () => {
    test.use({ userAgent: agent });

    test(`orders and pays through ${gateway}'s phone page; the result offers the phone's browser; the history keeps the order after a reload`, async ({
      page,
      demo,
      request,
      expectNoAxeViolations,
    }) => {
      expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
      const { kinds, menuSeq } = TABLES[gateway];
      const table = await openTable(page, demo, ...kinds);
      await expect(offer(page)).toHaveCount(0);
      await seedCart(page, request, table, [{ menuSeq, quantity: 1 }]);
      await goToPayment(page, table);
      // Never in the way of ordering or paying.
      await expect(offer(page)).toHaveCount(0);
      await payAtGateway(page, gateway);
      const uuid = await approveAndWaitForReceipt(page);
      await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();

      await expect(offer(page)).toBeVisible();
      const href = expectedHref(way, page.url());
      const link = offer(page).getByRole('link', { name: '내 브라우저로 열기' });
      if (href) await expect(link).toHaveAttribute('href', href);
      else {
        await expect(link).toHaveCount(0);
        await expect(offer(page)).toContainText('Safari');
      }
      if (way === 'kakaotalk') await expectNoAxeViolations(page);

      await page.reload();
      await expect(page).toHaveURL(new RegExp(`/payment/receipt/${uuid}$`));
      await expect(offer(page)).toBeVisible();
      await page.goto(`/order/log/${table.shopSeq}/${table.tableNum}/false`);
      await expect(page.getByText(await menuName(request, table.shopSeq, menuSeq)).first()).toBeVisible();
      await expect(offer(page)).toHaveCount(0);
    });
  });
}
