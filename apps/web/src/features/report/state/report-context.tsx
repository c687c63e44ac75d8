import {
  economistSnapshotOf,
  ISSUED_WORDS,
  issueVersion,
  localIsoDate,
  NARRATIVE_WORDS,
  narrativeIssue,
  normalizeNarrativeText,
  SCENARIO_OF_RECORD_WORDS,
  withNarrative,
  type IssuedRecord,
  type IssuedStamp,
  type NarrativeSectionId,
  type SavedFormRecord,
} from '@damages/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useEconomists } from '../../../lib/economists.ts';
import type { SavedCaseStore } from '../../saved-cases/index.ts';
import type { ScenarioSelection } from '../model/report-model.ts';
import { recordedScenario, sameSelection } from '../model/scenarios.ts';
import { selectReportData, type ReportData } from '../model/select-report-data.ts';
import { fontFamily, readFont, writeFont, type FontLabel } from './fonts.ts';
import { clearStoredSelection, readStoredSelection, storeSelection } from './scenario-storage.ts';
import { useRecordProfiles } from './use-record-profiles.ts';

/** How a save from the report (the scenario of record, the economist's paragraphs) went, in the user's words. */
export interface SaveOutcome {
  saved: boolean;
  message: string;
}

export interface ReportContextValue {
  formId: string;
  /** The saved case, as last saved (by this page too); on an issued version, the record as issued. */
  record: SavedFormRecord;
  /** The issued version shown (its number, date and fingerprint); undefined on the case's current report. */
  issued: IssuedStamp | undefined;
  /** The case's issued versions, oldest first. */
  versions: readonly IssuedStamp[];
  /** On an issued version that supplements another, that one's record as issued (its figures beside these); else undefined. */
  supplemented: IssuedRecord | undefined;
  /** Where this report's pages are: /{formId}, or /{formId}/issued/{version} for an issued version. */
  basePath: string;
  /** What the report pages show: the scenario of record, or a temporary view of others (`data.showsScenarioOfRecord`). */
  data: ReportData;
  /** The report under the scenario of record: what the print view, Word and Excel use, whatever is viewed. */
  recordData: ReportData;
  /** Views other scenarios (for this browser session); choosing the scenario of record again ends the view. */
  choose: (change: Partial<ScenarioSelection>) => void;
  /** Ends a temporary view. */
  showScenarioOfRecord: () => void;
  /** Saves the scenarios shown as the case's scenario of record. */
  makeViewOfRecord: () => Promise<SaveOutcome>;
  /** Saves `text` as the economist's paragraphs of `section` (blank: removes them) with the case. */
  saveNarrative: (section: NarrativeSectionId, text: string) => Promise<SaveOutcome>;
  /** Issues the case's report as it is saved now, as its next version, dated today; saved with the case. */
  issueReport: () => Promise<SaveOutcome>;
  font: FontLabel;
  fontFamily: string;
  setFont: (font: FontLabel) => void;
}

const ReportContext = createContext<ReportContextValue | undefined>(undefined);

/** Where the pages of a report are: the case's, or one of its issued versions. */
export const reportBasePath = (formId: string, issued?: Pick<IssuedStamp, 'version'>) =>
  issued === undefined ? `/${formId}` : `/${formId}/issued/${issued.version}`;

/**
 * Holds the saved case, the scenario viewed and the font for every report page.
 * The case read by the route's loader is replaced by what this page saves, until
 * the loader reads the case again. `saving` is the page's save that asks the user
 * (the saved-case store's); a report rendered only to be exported (the Word
 * document) has none and saves nothing, nor does an issued version (`issued`,
 * with `record` the record as issued and `versions` the case's), which is never edited.
 * An issued supplement's record holds no versions: `supplemented` is the one it supplements.
 */
export function ReportProvider({
  formId,
  record: loaded,
  saving,
  issued,
  versions: caseVersions,
  supplemented,
  children,
}: {
  formId: string;
  record: SavedFormRecord;
  saving?: SavedCaseStore['asking'];
  issued?: IssuedStamp;
  versions?: readonly IssuedStamp[];
  supplemented?: IssuedRecord;
  children: ReactNode;
}) {
  const economists = useEconomists();
  const [latest, setLatest] = useState({ loaded, record: loaded });
  const record = latest.loaded === loaded ? latest.record : loaded;
  const versions = useMemo(() => (caseVersions ?? record.issued ?? []).map(stampOf), [caseVersions, record.issued]);
  const basePath = reportBasePath(formId, issued);
  const profiles = useRecordProfiles(record);
  // A temporary view of an issued version is its own ("<formId>/issued/<n>"): viewing it does not change what the case's pages show.
  const viewKey = basePath.slice(1);
  const [stored, setStored] = useState(() => readStoredSelection(viewKey));
  const [font, setFontState] = useState(readFont);
  const save = useCallback(
    (next: SavedFormRecord) => {
      if (issued) throw new Error('An issued version cannot be edited.');
      if (!saving) throw new Error('This report was rendered for an export and cannot save.');
      return saving.save(formId, next);
    },
    [saving, formId, issued],
  );
  const recordData = useMemo(
    () => selectReportData({ record, economists, profiles, supplemented }),
    [record, economists, profiles, supplemented],
  );
  const viewed = useMemo(
    () => (stored === undefined ? recordData : selectReportData({ record, selection: stored, economists, profiles, supplemented })),
    [record, stored, economists, profiles, supplemented, recordData],
  );
  // A view that is the scenario of record is no other view: the same object, so nothing is computed twice.
  const data = viewed.showsScenarioOfRecord ? recordData : viewed;

  const showScenarioOfRecord = useCallback(() => {
    clearStoredSelection(viewKey);
    setStored(undefined);
  }, [viewKey]);

  const choose = useCallback(
    (change: Partial<ScenarioSelection>) => {
      const next = { ...data.selection, ...change };
      if (sameSelection(next, recordData.scenarioOfRecord)) return showScenarioOfRecord();
      storeSelection(viewKey, next);
      setStored(next);
    },
    [data.selection, recordData.scenarioOfRecord, viewKey, showScenarioOfRecord],
  );

  const makeViewOfRecord = useCallback(async (): Promise<SaveOutcome> => {
    const words = SCENARIO_OF_RECORD_WORDS;
    const { scenarioOfRecord: _before, ...rest } = record;
    const chosen = recordedScenario(record, data.options, data.selection);
    const result = await save({
      ...rest,
      ...(chosen ? { scenarioOfRecord: chosen } : {}),
      savedAt: new Date().toISOString(),
    });
    if (result.status === 'not-saved') return { saved: false, message: words.notSaved(result.reason) };
    setLatest({ loaded, record: result.record });
    if (result.status === 'kept-theirs') return { saved: false, message: words.keptTheirs };
    showScenarioOfRecord();
    return { saved: true, message: data.selectionName ? words.saved(data.selectionName) : words.savedUnnamed };
  }, [save, record, data.options, data.selection, data.selectionName, loaded, showScenarioOfRecord]);

  const saveNarrative = useCallback(
    async (section: NarrativeSectionId, text: string): Promise<SaveOutcome> => {
      const words = NARRATIVE_WORDS;
      const issue = narrativeIssue(section, text);
      if (issue !== undefined) return { saved: false, message: issue };
      // The whole set is saved, {} when empty: a save without it (the entry form's) keeps the case's paragraphs.
      const narrative = withNarrative(record.formData.narrative, section, text);
      const result = await save({
        ...record,
        formData: { ...record.formData, narrative },
        savedAt: new Date().toISOString(),
      });
      if (result.status === 'not-saved') return { saved: false, message: words.notSaved(result.reason) };
      setLatest({ loaded, record: result.record });
      if (result.status === 'kept-theirs') return { saved: false, message: words.keptTheirs };
      return { saved: true, message: normalizeNarrativeText(text) === '' ? words.removed(section) : words.saved(section) };
    },
    [save, record, loaded],
  );

  const issueReport = useCallback(async (): Promise<SaveOutcome> => {
    const words = ISSUED_WORDS;
    // A profile the record names but keeps no snapshot of signs live: the version keeps it as it is today.
    const live = profiles.find((profile) => profile.id === record.formData.case.economist);
    const issued = await issueVersion(record, localIsoDate(new Date()), live && economistSnapshotOf(live));
    const result = await save({ ...issued, savedAt: new Date().toISOString() });
    if (result.status === 'not-saved') return { saved: false, message: words.notIssued(result.reason) };
    setLatest({ loaded, record: result.record });
    if (result.status === 'kept-theirs') return { saved: false, message: words.keptTheirs };
    return { saved: true, message: words.issued(issued.issued!.length) };
  }, [save, record, profiles, loaded]);

  const setFont = useCallback((next: FontLabel) => {
    writeFont(next);
    setFontState(next);
  }, []);

  const value = useMemo(
    () => ({
      formId,
      record,
      issued,
      versions,
      supplemented,
      basePath,
      data,
      recordData,
      choose,
      showScenarioOfRecord,
      makeViewOfRecord,
      saveNarrative,
      issueReport,
      font,
      fontFamily: fontFamily(font),
      setFont,
    }),
    [
      formId,
      record,
      issued,
      versions,
      supplemented,
      basePath,
      data,
      recordData,
      choose,
      showScenarioOfRecord,
      makeViewOfRecord,
      saveNarrative,
      issueReport,
      font,
      setFont,
    ],
  );
  return <ReportContext.Provider value={value}>{children}</ReportContext.Provider>;
}

/** A version's number, date and fingerprint, without its record. */
const stampOf = ({ version, issuedOn, fingerprint }: IssuedStamp): IssuedStamp => ({ version, issuedOn, fingerprint });

export function useReport(): ReportContextValue {
  const value = useContext(ReportContext);
  if (!value) throw new Error('useReport must be used inside a report route');
  return value;
}

/** Shows its children under the scenario of record, whatever is viewed: the print view (and so the Word document) is an export. */
export function ScenarioOfRecordScope({ children }: { children: ReactNode }) {
  const report = useReport();
  const value = useMemo(() => ({ ...report, data: report.recordData }), [report]);
  return <ReportContext.Provider value={value}>{children}</ReportContext.Provider>;
}
