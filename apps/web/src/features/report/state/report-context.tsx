import {
  NARRATIVE_WORDS,
  narrativeIssue,
  normalizeNarrativeText,
  SCENARIO_OF_RECORD_WORDS,
  withNarrative,
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
  /** The saved case, as last saved (by this page too). */
  record: SavedFormRecord;
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
  font: FontLabel;
  fontFamily: string;
  setFont: (font: FontLabel) => void;
}

const ReportContext = createContext<ReportContextValue | undefined>(undefined);

/**
 * Holds the saved case, the scenario viewed and the font for every report page.
 * The case read by the route's loader is replaced by what this page saves, until
 * the loader reads the case again. `saving` is the page's save that asks the user
 * (the saved-case store's); a report rendered only to be exported (the Word
 * document) has none and saves nothing.
 */
export function ReportProvider({
  formId,
  record: loaded,
  saving,
  children,
}: {
  formId: string;
  record: SavedFormRecord;
  saving?: SavedCaseStore['asking'];
  children: ReactNode;
}) {
  const economists = useEconomists();
  const [latest, setLatest] = useState({ loaded, record: loaded });
  const record = latest.loaded === loaded ? latest.record : loaded;
  const profiles = useRecordProfiles(record);
  const [stored, setStored] = useState(() => readStoredSelection(formId));
  const [font, setFontState] = useState(readFont);
  const save = useCallback(
    (next: SavedFormRecord) => {
      if (!saving) throw new Error('This report was rendered for an export and cannot save.');
      return saving.save(formId, next);
    },
    [saving, formId],
  );
  const recordData = useMemo(() => selectReportData({ record, economists, profiles }), [record, economists, profiles]);
  const viewed = useMemo(
    () => (stored === undefined ? recordData : selectReportData({ record, selection: stored, economists, profiles })),
    [record, stored, economists, profiles, recordData],
  );
  // A view that is the scenario of record is no other view: the same object, so nothing is computed twice.
  const data = viewed.showsScenarioOfRecord ? recordData : viewed;

  const showScenarioOfRecord = useCallback(() => {
    clearStoredSelection(formId);
    setStored(undefined);
  }, [formId]);

  const choose = useCallback(
    (change: Partial<ScenarioSelection>) => {
      const next = { ...data.selection, ...change };
      if (sameSelection(next, recordData.scenarioOfRecord)) return showScenarioOfRecord();
      storeSelection(formId, next);
      setStored(next);
    },
    [data.selection, recordData.scenarioOfRecord, formId, showScenarioOfRecord],
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

  const setFont = useCallback((next: FontLabel) => {
    writeFont(next);
    setFontState(next);
  }, []);

  const value = useMemo(
    () => ({
      formId,
      record,
      data,
      recordData,
      choose,
      showScenarioOfRecord,
      makeViewOfRecord,
      saveNarrative,
      font,
      fontFamily: fontFamily(font),
      setFont,
    }),
    [formId, record, data, recordData, choose, showScenarioOfRecord, makeViewOfRecord, saveNarrative, font, setFont],
  );
  return <ReportContext.Provider value={value}>{children}</ReportContext.Provider>;
}

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
