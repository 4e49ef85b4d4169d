/**
 * The end-to-end fixture: every test starts from a reset demo service and fails on any console
 * error or uncaught page error it did not declare as expected. A request that fails (a 404 on a
 * script or a picture, a 500 from the service, a call cut off) is such an error too, unless the
 * test names that very request in `expectedFailedRequests`.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { DemoService } from './demo-service.ts';

interface Fixtures {
  demo: DemoService;
  /** Console errors a test expects (e.g. the app's log line for a call it injected a fault into). */
  allowedConsoleErrors: RegExp[];
  /**
   * Names the requests a test makes fail on purpose (an injected 500, a call cut off offline),
   * each matched against the full address: the browser's "Failed to load resource" line for any
   * other address fails the test. Called where the fault is injected, e.g.
   * `expectFailedRequests(/\/api\/history$/)`.
   */
  expectFailedRequests: (...addresses: RegExp[]) => void;
  failedRequestsExpected: RegExp[];
  expectNoAxeViolations: (page: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  failedRequestsExpected: async ({}, use) => {
    await use([]);
  },
  expectFailedRequests: async ({ failedRequestsExpected }, use) => {
    await use((...addresses) => {
      failedRequestsExpected.push(...addresses);
    });
  },
  demo: async ({ request }, use) => {
    const demo = new DemoService(request);
    await demo.reset();
    await use(demo);
  },
  page: async ({ page, allowedConsoleErrors, failedRequestsExpected }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The browser logs every failed request (4xx, 5xx, network error) this way; the line's
      // location is the request's address, which only a test that made it fail may name.
      if (text.startsWith('Failed to load resource')) {
        const address = message.location().url;
        if (!failedRequestsExpected.some((pattern) => pattern.test(address))) {
          problems.push(`failed request: ${address} (${text})`);
        }
        return;
      }
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // Every Content Security Policy violation is an error, whoever caused it (our code, a gateway
    // script, shop data): the page reports it as the console line the checks above read.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page: Page) => {
      // Plus the rule axe still calls experimental: a control's name must contain the words it shows
      // (WCAG 2.5.3), or a diner who speaks the visible label to a voice assistant misses it.
      const results = await new AxeBuilder({ page })
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
      expect(summary, 'axe-core violations').toEqual([]);
    });
  },
});

export { expect };
