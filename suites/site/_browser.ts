/**
 * The browser for the site suites: Debian's chromium (never a downloaded browser) driven by playwright-core.
 * It must start: a machine without it fails the suite with the line that fixes it, never skips.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CDM_CHROMIUM ?? '/usr/bin/chromium';

export interface SiteBrowser {
  readonly browser: Browser;
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function startBrowser(executable = CHROMIUM): Promise<SiteBrowser> {
  if (!existsSync(executable)) {
    throw new Error(
      `the browser suite needs Debian's chromium at ${executable}: apt-get install -y chromium (or set CDM_CHROMIUM)`,
    );
  }
  let browser: Browser;
  try {
    // playwright gives every launch a fresh temporary profile (a fresh --user-data-dir) and removes it.
    browser = await chromium.launch({
      executablePath: executable,
      headless: true,
      timeout: 60_000,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (error) {
    throw new Error(
      `chromium (${executable}) could not start, so the pages cannot be tested: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
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
