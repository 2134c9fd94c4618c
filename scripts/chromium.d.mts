// Types for scripts/chromium.mjs, which suites/site/_browser.ts imports.
import type { Browser } from 'playwright-core';
export const CHROMIUM: string;
export function launchChromium(executable?: string, purpose?: string): Promise<Browser>;
