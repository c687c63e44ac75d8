import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../apps/server/src/paths.ts';

export const screenshotsDir = path.join(repoRoot, 'artifacts/screenshots');

/** Saves the whole page as artifacts/screenshots/<journey>/<step>.png and returns the file. */
export async function saveScreenshot(page: Page, journey: string, step: string): Promise<string> {
  const file = path.join(screenshotsDir, journey, `${step}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  // `animations: 'disabled'` finishes CSS transitions (alerts, dropdowns) itself; what is left to wait for is
  // the web fonts and the frame that paints the step's last change, not a fixed delay.
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
  );
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** `saveScreenshot` bound to one journey: `const shot = screenshotsFor('accounts'); await shot(page, '01-sign-in')`. */
export function screenshotsFor(journey: string): (page: Page, step: string) => Promise<string> {
  return (page, step) => saveScreenshot(page, journey, step);
}
