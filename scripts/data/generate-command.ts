import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildFromOfficialFiles } from './build-from-official-files.ts';
import { referenceDataDir, repoRoot } from './paths.ts';
import { writeReferenceFiles } from './reference-files.ts';

const USAGE = `Rebuilds the reference data the engine ships (packages/engine/src/reference/data) from a folder
of official files, offline. The same folder always gives byte-identical output.

Usage: npm run data:generate -- <folder of official files>

  The folder holds the publishers' files laid out as described in its SOURCES.md, e.g.
  life-tables/us-life-tables-2023-ex-lx-by-race.csv, treasury/treasury-par-yield-curve-daily.csv,
  cpi/cpi-u-all-items-CUUR0000SA0-monthly.csv, cpi/cpi-u-medical-care-CUUR0000SAM-monthly.csv,
  wages/ahetpi-average-hourly-earnings-monthly.csv,
  household-services/oews-national-may2024-household-services-occupations.csv,
  personal-consumption/patton-nelson-1998-update-equations.csv.

To download fresh data from the publishers instead, run npm run data:update.`;

/** Where the command writes: the process's stdout and stderr, or a test's. */
export interface GenerateIo {
  log(line: string): void;
  error(line: string): void;
}

const PROCESS_IO: GenerateIo = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** `npm run data:generate -- <args>`: returns the exit status (0; 1 when nothing could be written; 2 for arguments it cannot use). */
export async function runGenerate(args: string[], io: GenerateIo = PROCESS_IO): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.log(USAGE);
    return 0;
  }
  if (args.length !== 1) {
    io.error(`data:generate needs exactly one argument, the folder of official files.\n\n${USAGE}`);
    return 2;
  }
  if (!existsSync(args[0]!) || !statSync(args[0]!).isDirectory()) {
    io.error(`data:generate: ${args[0]} is not a folder.\n\n${USAGE}`);
    return 2;
  }
  try {
    const files = buildFromOfficialFiles(path.resolve(args[0]!));
    await writeReferenceFiles(referenceDataDir, files);
    for (const file of files) {
      io.log(`wrote ${path.relative(repoRoot, path.join(referenceDataDir, file.name))} (${Buffer.byteLength(file.content)} bytes)`);
    }
    return 0;
  } catch (error) {
    io.error(`data:generate failed: ${(error as Error).message}. Nothing was written.`);
    return 1;
  }
}
