import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from 'playwright-core';

/** Without the background-networking flags Chromium floods a closed network with connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * How to start headless Chromium here: CHROMIUM_PATH, else the system's Chromium, else one
 * Playwright downloaded; no executablePath when there is none.
 */
export function chromiumLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  const downloaded = (() => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  })();
  const executablePath = [env.CHROMIUM_PATH, '/usr/bin/chromium', downloaded].find((candidate): candidate is string => !!candidate && existsSync(candidate));
  return { executablePath, args: CHROMIUM_ARGS };
}
