// The browser-test harness; journeys import from here. See e2e/README.md.
export { newTestAccount, readConfirmationCode, signUpAndSignIn, type TestAccount } from './accounts.ts';
export { launchBrowser, type BrowserSession } from './browser.ts';
export { saveScreenshot, screenshotsFor, screenshotsDir } from './screenshots.ts';
export { currentTestServer, startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';
export { forgetDrafts, readSavedCase, seedSavedCase, storedText } from './saved-cases.ts';
export { ensureWebBuild, webDist } from './web-build.ts';
export { useJourney, type Journey } from './journey.ts';
export { axeViolations, expectNoAxeViolations, type AxeViolation } from './axe.ts';
