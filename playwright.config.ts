import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/dev/chromium';

const port = Number(process.env.E2E_PORT ?? 8765);

/** Journeys run against the built site served by the real server on a fresh embedded database. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /phone-walk\.spec\.ts/ },
    {
      // Most visitors are on a phone: the journeys again at 390 CSS px, and the walk over every page type.
      name: 'phone',
      testMatch: [
        /phone-walk\.spec\.ts/,
        /card-journey\.spec\.ts/,
        /home-loan-journey\.spec\.ts/,
        /home-loan-offers-trust\.spec\.ts/,
        /scroll-to-top\.spec\.ts/,
        /category-settings\.spec\.ts/,
        /card-results-reload\.spec\.ts/,
        /saved-cards-and-resume\.spec\.ts/,
        /card-entered-by-hand\.spec\.ts/,
        /\/offers-trust\.spec\.ts/,
        /calculators\.spec\.ts/,
        /site-frictions\.spec\.ts/,
        /savings-check\.spec\.ts/,
        /term-deposit-check\.spec\.ts/,
      ],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/start-e2e-server.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port) },
  },
});
