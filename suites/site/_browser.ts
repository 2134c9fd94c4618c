/**
 * The browser for the site suites: Debian's chromium (never a downloaded browser) driven by playwright-core.
 * It must start: a machine without it fails the suite with the line that fixes it, never skips.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchChromium } from '../../scripts/chromium.mjs';

export interface SiteBrowser {
  readonly browser: Browser;
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function startBrowser(executable = CHROMIUM): Promise<SiteBrowser> {
  const browser = await launchChromium(executable, 'the browser suite');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return {
    browser,
    context,
    close: () => browser.close(),
  };
}

/** What a page did that it must not: console errors, uncaught exceptions, dialogs, requests off file://. */
export interface PageWatch {
  readonly page: Page;
  readonly problems: string[];
}

export async function watchedPage(context: BrowserContext): Promise<PageWatch> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (!request.url().startsWith('file://')) problems.push(`network request: ${request.url()}`);
  });
  return { page, problems };
}
