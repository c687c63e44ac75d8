import { fingerprintOf, formatReportDate, ISSUED_WORDS, sha256Hex, type IssuedStamp, type SavedFormRecord } from '@damages/contracts';
import type { HeaderFact } from '../../model/report-model.ts';
import type { ReportData } from '../../model/select-report-data.ts';
import { statedValuation } from '../../model/valuation-statement.ts';
import type { PackageFile } from './package-tables.ts';
import { PACKAGE_WORDS as WORDS } from './package-words.ts';

/**
 * What a data package says of itself: in manifest.json for programs and in
 * README.txt for people, the same facts. The methodology version the answers
 * state, the vintage of every data set a figure came from (as the Facts and
 * Data appendix states it), when the package was made, each file with its
 * SHA-256, and the fingerprint of the case record, with the fingerprints of
 * the versions of the report issued from it, so the other side can check
 * that the record they replicate is the one the report rests on.
 */

const MANIFEST_FORMAT = 'damages-data-package';

/** Answers state their valuation (`case_info.discount`) since methodology version 3; earlier ones state no version. */
const VALUATION_STATED_SINCE = 3;

interface ListedFile {
  path: string;
  sha256: string;
  bytes: number;
  description: string;
  facts?: readonly HeaderFact[];
}

export interface PackageManifest {
  format: typeof MANIFEST_FORMAT;
  version: 1;
  generatedAt: string;
  report: { plaintiff: string; dateOfReport: string; scenarioOfRecord: string[] };
  methodology: { version: number | null; statement: string };
  dataVintages: { name: string; vintage: string; ageAtDateOfReport: string; usedFor: string[] }[];
  case: { file: string; fingerprint: string; issuedVersions: IssuedStamp[] };
  files: ListedFile[];
}

/** A package file as the zip stores it: its text's UTF-8 bytes, which its hash is of. */
export interface EncodedFile extends PackageFile {
  bytes: Uint8Array<ArrayBuffer>;
}

export const encodeFile = (file: PackageFile): EncodedFile => ({ ...file, bytes: new TextEncoder().encode(file.text) });

/** The issued versions a record keeps, each named by its number, date and fingerprint (none for a record never issued). */
const issuedVersions = (record: SavedFormRecord): IssuedStamp[] =>
  (record.issued ?? []).map(({ version, issuedOn, fingerprint }) => ({ version, issuedOn, fingerprint }));

/** A file as the manifest lists it: its path, hash, size and what it is. */
export async function listFile(file: EncodedFile): Promise<ListedFile> {
  return {
    path: file.path,
    sha256: await sha256Hex(file.bytes),
    bytes: file.bytes.byteLength,
    description: file.description,
    ...(file.facts ? { facts: file.facts } : {}),
  };
}

/** The manifest of a package whose case file is `caseFile` and whose tables are `files`; README.txt is listed once it is written from this. */
export async function packageManifest(
  record: SavedFormRecord,
  data: ReportData,
  caseFile: EncodedFile,
  files: readonly EncodedFile[],
  generatedAt: string,
): Promise<PackageManifest> {
  const stated = statedValuation(record) !== undefined;
  return {
    format: MANIFEST_FORMAT,
    version: 1,
    generatedAt,
    report: { plaintiff: data.facts.name, dateOfReport: data.facts.dateOfReport, scenarioOfRecord: data.selectionText },
    methodology: {
      version: stated ? VALUATION_STATED_SINCE : null,
      statement: stated ? WORDS.methodologyStated(VALUATION_STATED_SINCE) : WORDS.methodologyNotStated,
    },
    dataVintages: data.factsConsidered.sources.map((s) => ({
      name: s.name,
      vintage: s.vintage,
      ageAtDateOfReport: s.age,
      usedFor: s.usedFor,
    })),
    case: { file: caseFile.path, fingerprint: await fingerprintOf(record), issuedVersions: issuedVersions(record) },
    files: await Promise.all([caseFile, ...files].map(listFile)),
  };
}

/** README.txt: the manifest in words, with the data files' hashes in `sha256sum` format. */
export function packageReadme(manifest: PackageManifest): string {
  const { report, methodology, dataVintages, case: record, files } = manifest;
  const lines = [
    WORDS.readmeTitle,
    '',
    `${report.plaintiff} · date of report ${formatReportDate(report.dateOfReport)} · scenario of record: ${report.scenarioOfRecord.join('; ') || 'as entered'}`,
    `Generated ${manifest.generatedAt}`,
    '',
    ...WORDS.readmeIntro,
    '',
    'Methodology',
    `  ${methodology.statement}`,
    `  ${WORDS.methodologyDocument}`,
    '',
    'Data vintages (age at the date of report)',
    ...(dataVintages.length === 0
      ? [`  ${WORDS.noVintages}`]
      : dataVintages.map((v) => `  - ${v.name}: ${v.vintage} (${v.ageAtDateOfReport}); used for ${v.usedFor.join(', ')}`)),
    '',
    'Case record',
    `  ${record.file}`,
    `  Fingerprint (SHA-256 of the record's canonical JSON): ${record.fingerprint}`,
    ...record.issuedVersions.map((v) => `  ${ISSUED_WORDS.versionItem(v.version, v.issuedOn)}: fingerprint ${v.fingerprint}`),
    '',
    'Files (SHA-256)',
    ...files.flatMap((f) => [
      `${f.sha256}  ${f.path}`,
      `    ${f.description}`,
      ...(f.facts ?? []).map((fact) => `    ${fact.label}: ${fact.value}`),
    ]),
    '',
    WORDS.verify,
    '',
  ];
  return lines.join('\r\n');
}
