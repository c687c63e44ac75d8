import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

// Quiet, reproducible Chromium: no GPU, no QUIC, no first-run or background traffic of its own.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  /** A new tab, 1280×900, sharing the session's cookies and local storage. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh user-data directory, removed on close. */
export async function launchBrowser(): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'damages-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  // Fail fast instead of waiting out the test timeout on a missing element.
  context.setDefaultTimeout(15_000);
  return {
    context,
    async newPage() {
      const blank = context.pages().find((page) => page.url() === 'about:blank');
      return blank ?? context.newPage();
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
