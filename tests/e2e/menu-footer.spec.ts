/** The menu footer names the company that runs the ordering page, as the build configured it. */
import { expect, test } from '../support/fixtures.ts';
import { scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';

test("the footer shows the operator's company name, registration number, address and contact", async ({
  page,
  demo,
  expectNoAxeViolations,
}) => {
  await skipHomePopups(page);
  // A shop without a gateway: the company's details stand alone, with no seller block.
  await scan(page, await tableOf(demo, 'dine-in', 'no-pg', 'no-locales'));
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  // The demo build's sample company (src/shared/config.ts).
  await expect(footer.locator('.company-name')).toHaveText('주식회사 테이블오더 (예시)');
  const details = footer.locator('.seller-row');
  await expect(details).toHaveText([
    '사업자등록번호000-00-00000',
    '주소서울특별시 중구 세종대로 110 (예시 주소)',
    '연락처02-0000-0000 · help@example.com',
  ]);
  await expect(footer).toContainText('주식회사 테이블오더 (예시)은(는) 가게를 위해 이 주문 페이지를 운영합니다.');
  await expectNoAxeViolations(page);
});
