// The browser-test harness; journeys import from here. See e2e/README.md.
export { newTestAccount, readConfirmationCode, signUpAndSignIn, type TestAccount } from './accounts.ts';
export { launchBrowser, type BrowserSession } from './browser.ts';
export { saveScreenshot, screenshotsFor, screenshotsDir } from './screenshots.ts';
export { startTestServer, type TestServer } from './test-server.ts';
export { forgetDrafts, readSavedCase, seedSavedCase, storedText } from './saved-cases.ts';
export { ensureWebBuild, webDist } from './web-build.ts';
export { useJourney } from './journey.ts';
export { expectNoAxeViolations } from './axe.ts';
