// Debian's Chromium driven by playwright-core; no browser is ever downloaded. The tests run its
// headless shell (package chromium-headless-shell: the same Blink and V8 without the desktop
// browser's layers, about a quarter less CPU per end-to-end run); what the shell lacks, such as
// notification permissions for Web Push, gets the full browser (`full`).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** E2E_CHROMIUM picks another executable for the default (a comparison of the two builds). */
const HEADLESS_SHELL = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * `extraArgs`: more Chromium switches for one file's browser (a fake camera); none by default.
 * `full`: the desktop browser instead of the headless shell.
 */
export async function launchBrowser(extraArgs: readonly string[] = [], { full = false } = {}): Promise<Browser> {
  const executablePath = full ? FULL_CHROMIUM : HEADLESS_SHELL;
  const debianPackage = full ? 'chromium' : 'chromium-headless-shell';
  if (!existsSync(executablePath)) {
    throw new Error(`${executablePath} is missing: install Debian's ${debianPackage} package (npm test does).`);
  }
  // Chromium resolves *.localhost to the loopback address by itself, so tenant hosts need no setup.
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
