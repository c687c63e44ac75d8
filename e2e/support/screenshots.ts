import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../apps/server/src/paths.ts';

export const screenshotsDir = path.join(repoRoot, 'artifacts/screenshots');

/** Saves the whole page as artifacts/screenshots/<journey>/<step>.png and returns the file. */
export async function saveScreenshot(page: Page, journey: string, step: string): Promise<string> {
  const file = path.join(screenshotsDir, journey, `${step}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  // Let transitions (alerts, dropdowns) settle so the picture shows the state the step is about.
  await page.waitForTimeout(150);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** `saveScreenshot` bound to one journey: `const shot = screenshotsFor('accounts'); await shot(page, '01-sign-in')`. */
export function screenshotsFor(journey: string): (page: Page, step: string) => Promise<string> {
  return (page, step) => saveScreenshot(page, journey, step);
}
