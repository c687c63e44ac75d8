import { createHash } from 'node:crypto';
import { addCents } from '@damages/engine';
import { fingerprintOf, issueVersion, type SavedFormRecord } from '@damages/contracts';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readCaseFile } from '../../../saved-cases/testing/index.ts';
import { selectReportData } from '../../model/select-report-data.ts';
import { recordWithInterest } from '../../testing/interest-record.ts';
import { personalInjuryRecord } from '../../testing/fixtures.ts';
import { lookedUpRecord } from '../../testing/signing-fixtures.ts';
import { version3InjuryRecord } from '../testing/version3-record.ts';
import { csvText } from './csv.ts';
import type { PackageManifest } from './package-manifest.ts';
import { dataPackage, MANIFEST_PATH, README_PATH } from './package-file.ts';

const ID = '44444444-4444-4444-8444-444444444444';
const NOW = new Date('2025-03-02T15:30:00.000Z');

/** The records of an RFC 4180 text (quoted fields, doubled quotes, CRLF). */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  expect(field).toBe('');
  return records;
}

/** The package of a record, opened: its zip, manifest and the text of any file. */
async function opened(record: SavedFormRecord) {
  const data = selectReportData({ record });
  const { blob } = await dataPackage(ID, record, data, NOW);
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  const text = async (path: string) => {
    const file = zip.file(path);
    if (!file) throw new Error(`No ${path} in the package`);
    return file.async('string');
  };
  const manifest = JSON.parse(await text(MANIFEST_PATH)) as PackageManifest;
  return { zip, data, manifest, text, csv: async (path: string) => readCsv(await text(path)) };
}

/** The record as a case calculated before version 3 left it: its answers do not state their valuation. */
function answersBeforeVersion3(record: SavedFormRecord): SavedFormRecord {
  const copy = structuredClone(record);
  const answers = [copy.lossEarnings, copy.lossSupport, copy.lossServices].flatMap((loss) => [loss?.past, loss?.future]);
  for (const answer of [...answers, copy.medicalReport, copy.medicalBeforeTrial]) delete answer?.case_info.discount;
  return copy;
}

describe('CSV', () => {
  it('quotes a field with a comma, a quote or a line break, doubling the quote (RFC 4180), and ends each record with CRLF', () => {
    expect(
      csvText(
        ['Name', 'Amount'],
        [
          ['Doe, "Jack" Jr.', 1234.5],
          ['two\nlines', -0.07],
          ['plain', null],
        ],
      ),
    ).toBe('Name,Amount\r\n"Doe, ""Jack"" Jr.",1234.5\r\n"two\nlines",-0.07\r\nplain,\r\n');
    expect(readCsv('"Doe, ""Jack"" Jr.",1234.5\r\n')).toEqual([['Doe, "Jack" Jr.', '1234.5']]);
  });
});

describe('the data package', () => {
  it('carries the case file exactly as Export case writes it, which the case-file reader reads back', async () => {
    const record = personalInjuryRecord();
    const { manifest, text } = await opened(record);
    expect(manifest.case.file).toBe('case/case-maria-l-alvarez-2025-03-01.json');
    const read = await readCaseFile(await text(manifest.case.file));
    expect(read.ok).toBe(true);
    expect(read.ok && read.file).toEqual({
      format: 'damages-case',
      version: 1,
      exportedAt: '2025-03-02T15:30:00.000Z',
      formId: ID,
      record: JSON.parse(JSON.stringify(record)) as unknown,
    });
  });

  it("writes each appendix table with the appendix's columns and the engine's cents, its last row the Total", async () => {
    const record = personalInjuryRecord();
    const { data, csv, manifest } = await opened(record);
    // Earnings is the third appendix kind; this case has no support, so services is A and earnings B.
    expect(data.appendices.map((a) => `${a.letter}:${a.kind}`)).toEqual(['A:services', 'B:earnings', 'C:medical']);
    const page = data.appendices[1]!.pages.findIndex((p) => p.key === 'future-1-0');
    const answer = record.lossEarnings!.future!.table.find((t) => t.id.annualIncomeId === 1 && t.id.retirementDateId === 0)!;
    const [header, ...rows] = await csv(`tables/B-${page + 1}.csv`);
    expect(header).toEqual([
      'Year',
      'Age',
      'Portion',
      'Earnings',
      'Fringe Benefits',
      'Total Compensation',
      'Loss',
      'Discount Factor',
      'Present Value',
    ]);
    const total = rows.pop()!;
    expect(rows).toHaveLength(answer.data.length);
    rows.forEach((row, i) => {
      const engine = answer.data[i]!;
      expect(row.map(Number)).toEqual([
        engine.Year,
        engine.Age,
        engine.Portion,
        engine.Earnings,
        engine['Fringe Benefits'],
        engine['Total Compensation'],
        engine.Loss,
        engine['Discount Factor'],
        engine.PV,
      ]);
    });
    // The Total row: the engine's present value, and the Loss column's exact sum, as the appendix prints them.
    expect(total).toEqual(['Total', '', '', '', '', '', String(addCents(answer.data.map((r) => r.Loss))), '', String(answer.total_pv)]);
    expect(manifest.files.find((f) => f.path === `tables/B-${page + 1}.csv`)?.description).toBe(
      `Table B-${page + 1}. Future Loss of Earnings · ${data.appendices[1]!.pages[page]!.scenario}`,
    );
  });

  it('writes the Summary in whole dollars and the medical plan by modality and scenario, to the cent', async () => {
    const record = personalInjuryRecord();
    const { data, csv } = await opened(record);
    const summary = await csv('summary.csv');
    expect(summary[0]).toEqual(['Loss', 'Past', 'Future', 'Total']);
    expect(summary.slice(1, -1)).toEqual(
      data.totals.lines.map((l) => [
        l.label,
        l.past === null ? '' : String(l.past),
        l.future === null ? '' : String(l.future),
        String(l.total),
      ]),
    );
    expect(summary.at(-1)).toEqual([
      'Total economic loss',
      String(data.totals.past),
      String(data.totals.future),
      String(data.totals.total),
    ]);
    // The total foots: the sum of the figures shown.
    expect(data.totals.total).toBe(data.totals.lines.reduce((sum, l) => sum + l.total, 0));

    const [header, ...rows] = await csv('tables/medical-summary.csv');
    expect(header).toEqual([
      'Modality',
      'Category',
      'Best Scenario',
      'Best Scenario: estimate that counted',
      'Probable Scenario',
      'Probable Scenario: estimate that counted',
      'Worst Scenario',
      'Worst Scenario: estimate that counted',
    ]);
    const future = data.medicalSummary!.future;
    const total = rows.pop()!;
    expect(rows.map((row) => Number(row[4]))).toEqual(future.rows.map((r) => r.values.probable!.value));
    expect(total[4]).toBe(String(future.totals.probable));
    expect(addCents(rows.map((row) => Number(row[4])))).toBe(future.totals.probable);
  });

  it('adds the past losses with prejudgment interest to the Summary when the case has it', async () => {
    const { data, csv } = await opened(recordWithInterest());
    const summary = await csv('summary.csv');
    const interest = summary.find((row) => row[0]!.startsWith('Prejudgment interest through'))!;
    const withInterest = summary.at(-1)!;
    expect(withInterest[0]).toBe('Total economic loss with prejudgment interest');
    expect(Number(withInterest[1])).toBe(data.totals.past + Number(interest[1]));
    expect(Number(withInterest[3])).toBe(data.totals.total + Number(interest[1]));
  });

  it('lists every file with its SHA-256, in the manifest and the README, and the fingerprint of the case record', async () => {
    const record = lookedUpRecord();
    const { zip, manifest, text } = await opened(record);
    const inZip = Object.keys(zip.files).filter((path) => !zip.files[path]!.dir);
    expect(manifest.files.map((f) => f.path).sort()).toEqual(inZip.filter((path) => path !== MANIFEST_PATH).sort());
    const readme = await text(README_PATH);
    for (const file of manifest.files) {
      const bytes = await zip.file(file.path)!.async('uint8array');
      expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(file.bytes).toBe(bytes.byteLength);
      if (file.path !== README_PATH) expect(readme).toContain(`${file.sha256}  ${file.path}`);
    }
    expect(manifest.case.fingerprint).toBe(await fingerprintOf(record));
    expect(readme).toContain(manifest.case.fingerprint);
    expect(manifest.generatedAt).toBe('2025-03-02T15:30:00.000Z');
    expect(manifest.case.issuedVersions).toEqual([]);
    // The vintages the Facts and Data appendix states, with their ages at the date of report.
    expect(manifest.dataVintages).toContainEqual({
      name: 'U.S. Department of the Treasury, daily par yield curve rates',
      vintage: 'Curve of 2025-02-28, 9.3-year maturity',
      ageAtDateOfReport: 'less than 1 month',
      usedFor: ['Wages discount rate', 'Services discount rate'],
    });
    expect(readme).toContain('NCHS 2023, Hispanic female (14 months)');
  });

  it('states the methodology version the answers state, and none for answers from before they stated it', async () => {
    expect((await opened(version3InjuryRecord())).manifest.methodology.version).toBe(3);
    const old = await opened(answersBeforeVersion3(personalInjuryRecord()));
    expect(old.manifest.methodology.version).toBeNull();
    expect(await old.text(README_PATH)).toContain('The calculation answers state no methodology version');
  });

  it('lists the issued versions a record keeps, with their fingerprints', async () => {
    const record = await issueVersion(personalInjuryRecord(), '2025-03-01');
    const [issued] = record.issued!;
    const { manifest, text } = await opened(record);
    expect(manifest.case.issuedVersions).toEqual([{ version: 1, issuedOn: '2025-03-01', fingerprint: issued!.fingerprint }]);
    expect(manifest.case.fingerprint).toBe(await fingerprintOf(record));
    expect(await text(README_PATH)).toContain(`Issued version 1 of 2025-03-01: fingerprint ${issued!.fingerprint}`);
  });
});
