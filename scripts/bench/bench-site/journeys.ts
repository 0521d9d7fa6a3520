/**
 * The journey screens, each driven to its state in a browser profile with Playwright (through the
 * browser tests' own helpers) and then audited by Lighthouse in a new tab of the same browser, so
 * the screen opens as it does when the visitor reloads it or comes back to it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { newPerson, signUp, waitForStartUp } from '../../../e2e/support/accounts';
import { surveySmartAwards } from '../../../e2e/support/card-survey';
import { surveyAsRefinancer } from '../../../e2e/support/home-loan-survey';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../dev/chromium';

export interface JourneyScreen {
  name: string;
  path: string;
  /** Brings the profile to the state the screen needs (nothing for a first screen). */
  prepare?: (page: Page) => Promise<void>;
}

/** In this order: the first screens while the profile is new, then the ones that need a visitor's data. */
export const journeyScreens: JourneyScreen[] = [
  { name: 'card survey (first screen)', path: '/credit-cards/survey/' },
  { name: 'home-loan survey (first screen)', path: '/home-loans/survey/' },
  { name: 'account sign-in', path: '/user/sign-in/' },
  { name: 'card estimate', path: '/credit-cards/estimate/', prepare: surveySmartAwards },
  {
    name: 'card offers',
    path: '/credit-cards/offers/',
    prepare: async (page) => {
      await page.goto('/credit-cards/offers/');
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'home-loan offers',
    path: '/home-loans/offers/',
    prepare: async (page) => {
      await surveyAsRefinancer(page);
      await page.getByRole('link', { name: 'See loans that could save you money' }).click();
      await expect(page).toHaveURL(/\/home-loans\/offers\/$/);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'account (signed in)',
    path: '/user/',
    prepare: async (page) => {
      await signUp(page, newPerson());
      await page.goto('/user/');
      await waitForStartUp(page);
    },
  },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * One browser profile for all the journey screens, open for Lighthouse on a debugging port:
 * `audit(screen)` prepares the screen's state in a tab of its own, closes it, and calls `measure`
 * with the port.
 */
export async function withVisitorBrowser<T>(
  baseURL: string,
  body: (drive: (screen: JourneyScreen) => Promise<void>, port: number) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-visitor-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const drive = async (screen: JourneyScreen) => {
      if (!screen.prepare) return;
      const page = await context.newPage();
      try {
        await screen.prepare(page);
      } finally {
        await page.close();
      }
    };
    return await body(drive, port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
