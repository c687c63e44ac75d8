import type { SavedFormRecord } from '@damages/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useEconomists } from '../../../lib/economists.ts';
import type { ScenarioSelection } from '../model/report-model.ts';
import { selectReportData, type ReportData } from '../model/select-report-data.ts';
import { fontFamily, readFont, writeFont, type FontLabel } from './fonts.ts';
import { readStoredSelection, storeSelection } from './scenario-storage.ts';
import { useRecordProfiles } from './use-record-profiles.ts';

export interface ReportContextValue {
  formId: string;
  record: SavedFormRecord;
  data: ReportData;
  choose: (change: Partial<ScenarioSelection>) => void;
  font: FontLabel;
  fontFamily: string;
  setFont: (font: FontLabel) => void;
}

const ReportContext = createContext<ReportContextValue | undefined>(undefined);

/** Holds the saved case, the session's scenario choice and the font for every report page. */
export function ReportProvider({ formId, record, children }: { formId: string; record: SavedFormRecord; children: ReactNode }) {
  const economists = useEconomists();
  const profiles = useRecordProfiles(record);
  const [stored, setStored] = useState(() => readStoredSelection(formId));
  const [font, setFontState] = useState(readFont);
  const data = useMemo(() => selectReportData({ record, selection: stored, economists, profiles }), [record, stored, economists, profiles]);

  const choose = useCallback(
    (change: Partial<ScenarioSelection>) => {
      const next = { ...data.selection, ...change };
      storeSelection(formId, next);
      setStored(next);
    },
    [data.selection, formId],
  );
  const setFont = useCallback((next: FontLabel) => {
    writeFont(next);
    setFontState(next);
  }, []);

  const value = useMemo(
    () => ({ formId, record, data, choose, font, fontFamily: fontFamily(font), setFont }),
    [formId, record, data, choose, font, setFont],
  );
  return <ReportContext.Provider value={value}>{children}</ReportContext.Provider>;
}

export function useReport(): ReportContextValue {
  const value = useContext(ReportContext);
  if (!value) throw new Error('useReport must be used inside a report route');
  return value;
}
