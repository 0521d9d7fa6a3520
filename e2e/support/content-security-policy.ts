/**
 * Playwright's `test` with one addition: a test fails when any page it opened reports a
 * Content-Security-Policy violation, whether the browser logged it or the page saw the
 * `securitypolicyviolation` event. Specs import `test` and `expect` from here instead of
 * '@playwright/test' to be held to the site's policy.
 */
import { expect, test as base } from '@playwright/test';

/** Chromium's console messages for a violation, enforced or report-only, name the policy. */
const VIOLATION_MESSAGE = /Content Security Policy/i;

export interface CspViolationFixtures {
  /** What was seen so far; the fixture checks it is empty when the test ends. */
  cspViolations: string[];
}

export const test = base.extend<CspViolationFixtures>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
        violations.push(`${page.url()}: ${text}`);
      });
      // Runs before the page's own scripts (through the debugging protocol, which the policy does
      // not govern), so a violation during start-up is seen too.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          report?.(
            `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
              `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
          );
        });
      });
      context.on('console', (message) => {
        if (VIOLATION_MESSAGE.test(message.text())) {
          violations.push(`${message.page()?.url() ?? 'a worker'}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
