/**
 * The end-to-end fixture: every test starts from a reset demo service and fails on any console
 * error or uncaught page error it did not declare as expected.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { DemoService } from './demo-service.ts';

interface Fixtures {
  demo: DemoService;
  /** Console errors a test expects (e.g. the browser's log line for an injected 500). */
  allowedConsoleErrors: RegExp[];
  expectNoAxeViolations: (page: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  demo: async ({ request }, use) => {
    const demo = new DemoService(request);
    await demo.reset();
    await use(demo);
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    // The browser logs every 4xx/5xx response as a console error; faults a test injects are expected.
    const allowed = [...allowedConsoleErrors, /Failed to load resource/];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
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
