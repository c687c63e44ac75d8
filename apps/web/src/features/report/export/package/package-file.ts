import JSZip from 'jszip';
import type { SavedFormRecord } from '@damages/contracts';
import { caseFileContent } from '../../../saved-cases/index.ts';
import type { ReportData } from '../../model/select-report-data.ts';
import { encodeFile, listFile, packageManifest, packageReadme, type PackageManifest } from './package-manifest.ts';
import { packageTables } from './package-tables.ts';
import { PACKAGE_WORDS as WORDS } from './package-words.ts';

/**
 * The data package of a case's report (NAFE: the other side must be able to
 * replicate the report), one zip: the case file exactly as Export case writes
 * it, every table of the report under the scenario of record as CSV, and a
 * manifest.json and README.txt stating the methodology version, the data
 * vintages, the time it was made, each file's SHA-256 and the fingerprint of
 * the case record. Loaded only when its button is pressed, as the Word and
 * Excel exports are.
 */

export const MANIFEST_PATH = 'manifest.json';
export const README_PATH = 'README.txt';

export interface DataPackage {
  blob: Blob;
  manifest: PackageManifest;
}

export async function dataPackage(formId: string, record: SavedFormRecord, data: ReportData, now = new Date()): Promise<DataPackage> {
  const generatedAt = now.toISOString();
  const { name, text } = caseFileContent(formId, record, generatedAt);
  const caseFile = encodeFile({ path: `case/${name}`, description: WORDS.caseFile, text });
  const tables = packageTables(record, data).map(encodeFile);
  const described = await packageManifest(record, data, caseFile, tables, generatedAt);
  const readme = encodeFile({ path: README_PATH, description: WORDS.readmeTitle, text: packageReadme(described) });
  const manifest: PackageManifest = { ...described, files: [await listFile(readme), ...described.files] };

  const zip = new JSZip();
  // The zip keeps each file's exact bytes, the ones its listed hash is of.
  for (const file of [readme, caseFile, ...tables]) zip.file(file.path, file.bytes, { date: now });
  zip.file(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`, { date: now });
  const bytes = await zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE' });
  return { blob: new Blob([bytes], { type: 'application/zip' }), manifest };
}
