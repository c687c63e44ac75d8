import { referenceDataDir } from './paths.ts';
import { FILE_NAMES } from './reference-files.ts';
import { UpdateError, updateFromPublishers } from './update-from-publishers.ts';

try {
  const files = await updateFromPublishers({ outDir: referenceDataDir });
  for (const file of files) {
    const doc = JSON.parse(file.content) as { firstDate?: string; lastDate?: string; firstMonth?: string; lastMonth?: string };
    const span = doc.lastDate ? ` (${doc.firstDate}..${doc.lastDate})` : doc.lastMonth ? ` (${doc.firstMonth}..${doc.lastMonth})` : '';
    console.log(`data:update: wrote ${file.name}${span}`);
  }
  console.log(`data:update: ${FILE_NAMES.personalConsumption} has no online source (journal article) and was left as is.`);
  console.log("data:update: note that data:generate rebuilds from a folder of official files and would put that folder's older data back.");
} catch (error) {
  const why = error instanceof UpdateError ? error.message : `unexpected error: ${(error as Error).stack ?? String(error)}`;
  console.error(`data:update failed: ${why} The shipped reference data was left unchanged.`);
  process.exitCode = 1;
}
