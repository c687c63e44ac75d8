import path from 'node:path';
import { buildFromSharedData } from './build-from-shared.ts';
import { referenceDataDir, repoRoot, sharedDataDir } from './paths.ts';
import { writeReferenceFiles } from './reference-files.ts';

try {
  const files = buildFromSharedData(sharedDataDir());
  await writeReferenceFiles(referenceDataDir, files);
  for (const file of files) {
    console.log(`wrote ${path.relative(repoRoot, path.join(referenceDataDir, file.name))} (${Buffer.byteLength(file.content)} bytes)`);
  }
} catch (error) {
  console.error(`data:generate failed: ${(error as Error).message}. Nothing was written.`);
  process.exitCode = 1;
}
