import { formatReportDate } from '../vocabulary/format.ts';
import { shortFingerprint } from './fingerprint.ts';
import type { FingerprintMismatch } from './issued-version.ts';

/** "Issued version 2 of 2026-03-01": a version's name, its date as the running head prints the report date. */
const versionName = (version: number, issuedOn: string) => `Issued version ${version} of ${formatReportDate(issuedOn)}`;

/** The words of issued versions, on the report's screen, its cover and footer, and an import's problems. */
export const ISSUED_WORDS = {
  /** The line the cover and the footer of every printed page of an issued version carry. */
  line: (version: number, issuedOn: string, fingerprint: string) =>
    `${versionName(version, issuedOn)} · fingerprint ${shortFingerprint(fingerprint)}`,
  banner: (version: number, issuedOn: string) =>
    `${versionName(version, issuedOn)}; it cannot be edited. Edit starts a new draft from it; Update starts a supplemental report, which explains what changed since.`,
  issue: 'Issue report',
  confirmTitle: 'Issue this report?',
  confirmBody: (next: number) =>
    `This freezes the report as it is now as issued version ${next}: its inputs, figures, data vintages and economist, with today's date and a fingerprint printed on every page. Later changes to the case start from a draft and never alter it.`,
  confirm: (next: number) => `Issue version ${next}`,
  cancel: 'Cancel',
  issuing: 'Issuing…',
  toastTitle: 'Issued versions',
  issued: (version: number) => `Issued version ${version} is saved with the case.`,
  keptTheirs: "Kept the other tab's version of this case; the report was not issued.",
  notIssued: (reason: string) => `The report was not issued: ${reason}`,
  versions: 'Versions',
  current: 'Current report',
  versionItem: (version: number, issuedOn: string) => versionName(version, issuedOn),
  /** The comparison of any two of the case's versions (the current report among them), on screen only. */
  compareItem: 'Compare versions…',
  compareTitle: 'Compare versions',
  compareFrom: 'Earlier version',
  compareTo: 'Later version',
  compareIntroduction:
    'Every figure of the Summary in both versions, each under its own scenario of record, changed or not: a figure that did not change shows a difference of $0, and a figure one version does not have shows a dash. Explain the difference recalculates the inputs between the two versions with the current data and method, cause by cause.',
  compareFiguresHeading: 'The figures of both versions',
  compareBridgeHeading: 'The difference, cause by cause',
  compareBridgeCaption: (from: string, to: string) => `From the total of ${from} to the total of ${to}`,
  compareBridgeFrom: (name: string) => `Total in ${name}`,
  explain: 'Explain the difference',
  explaining: 'Explaining…',
  explainToastTitle: 'Explain the difference',
  explainFailed: (reason: string) => `The difference could not be explained: ${reason}`,
  /** What an export's file name adds, so it never passes for the current report. */
  fileNamePart: (version: number) => `Issued version ${version}`,
  edit: 'Edit',
  draftNotKept: (reason: string) => `The draft could not be started: ${reason}`,
  notFoundTitle: 'Issued version not found',
  openCurrent: 'Open the current report',
  notFound: (version: string) => `This case has no issued version ${version}.`,
  mismatch: ({ version, recorded, computed }: FingerprintMismatch) =>
    `Issued version ${version} does not match its fingerprint: it records ${shortFingerprint(recorded)}, its content gives ${shortFingerprint(computed)}.`,
} as const;
