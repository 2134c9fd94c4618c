// Debian's chromium driven by playwright-core (never a downloaded browser), started the one way both the
// site suites (suites/site/_browser.ts) and the README's screenshots (readme-screenshots.mjs) use.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CDM_CHROMIUM ?? '/usr/bin/chromium';

/** Starts chromium headless; a missing browser, or one that cannot start, is one line saying so (`purpose`: what needs it). */
export async function launchChromium(executable = CHROMIUM, purpose = 'this') {
  if (!existsSync(executable)) {
    throw new Error(
      `${purpose} needs Debian's chromium at ${executable}: apt-get install -y chromium (or set CDM_CHROMIUM)`,
    );
  }
  try {
    // playwright gives every launch a fresh temporary profile (a fresh --user-data-dir) and removes it.
    return await chromium.launch({
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
      `chromium (${executable}) could not start, so ${purpose} cannot run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
}
