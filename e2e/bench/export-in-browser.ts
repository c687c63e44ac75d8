import { maximalInjuryRecord } from '../../apps/web/src/features/report/export/testing/maximal-records.ts';
import { ensureWebBuild, launchBrowser, seedSavedCase, signUpAndSignIn, startTestServer } from '../support/index.ts';

const CASE_ID = '6b0f1d2e-3c4a-4b5d-9e6f-7a8b9c0d1e2f';
const REPEATS = 3;

/**
 * Run by scripts/bench (npm run bench) in its own process, with the browser
 * journeys' TypeScript settings; prints {wordMs, excelMs} as JSON.
 *
 * The Word and Excel exports of the largest case as a user waits for them: in
 * headless Chromium against the built app, from the click on "Download Word" /
 * "Download Excel" to the download, after a first click of each has loaded
 * the exporter (the median of three clicks).
 */
async function browserExportTimes(): Promise<{ wordMs: number; excelMs: number }> {
  await ensureWebBuild();
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await signUpAndSignIn(page, { server, account: { name: 'Bench Reader' } });
    await seedSavedCase(page, CASE_ID, maximalInjuryRecord());
    await page.goto(`${server.url}/${CASE_ID}/table-of-contents`);
    const click = async (label: string) => {
      const started = performance.now();
      await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: label }).click()]);
      return performance.now() - started;
    };
    const median = async (label: string) => {
      await click(label);
      const times: number[] = [];
      for (let i = 0; i < REPEATS; i += 1) times.push(await click(label));
      return times.sort((a, b) => a - b)[Math.floor(REPEATS / 2)]!;
    };
    return { wordMs: await median('Download Word'), excelMs: await median('Download Excel') };
  } finally {
    await browser.close();
    await server.close();
  }
}

console.log(JSON.stringify(await browserExportTimes()));
