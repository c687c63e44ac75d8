import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type BrowserSession } from './browser.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';
import { ensureWebBuild } from './web-build.ts';

/** What a journey drives: its own server, a browser, and the page its steps share. */
export interface Journey {
  server: TestServer;
  browser: BrowserSession;
  page: Page;
}

/**
 * Opens a journey before the file's tests (the web build, a test server, Chromium and one page) and closes it
 * after them. Call it at the top of a `describe`; its fields are set once its `beforeAll` has run, so read them
 * in the tests or in a `beforeAll` registered after this call (hooks run in order). `server` may be a function
 * when its options are known only in a hook (a port chosen for an OpenID provider's redirect URI).
 */
export function useJourney(server?: TestServerOptions | (() => Promise<TestServerOptions>)): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    await ensureWebBuild();
    journey.server = await startTestServer(typeof server === 'function' ? await server() : server);
    journey.browser = await launchBrowser();
    journey.page = await journey.browser.newPage();
  });
  afterAll(async () => {
    // A failed start leaves some of these unset; close what was opened.
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}
