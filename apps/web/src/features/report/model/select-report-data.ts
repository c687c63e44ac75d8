import type { Economist, SavedFormRecord } from '@damages/contracts';
import { appendices } from './appendix-pages.ts';
import { assumptionFigures, type AssumptionFigures } from './assumption-figures.ts';
import { caseFacts, type CaseFacts } from './case-facts.ts';
import { annualLossSeries, scenarioComparisons } from './chart-series.ts';
import { discountFigures, type DiscountFigures } from './discount-figures.ts';
import { servicesFigures, supportFigures, type ServicesFigures, type SupportFigures } from './loss-figures.ts';
import { chosenLosses, type ChosenLosses } from './record-access.ts';
import type {
  AnnualLossSeries,
  Appendix,
  LossTotals,
  NavEntry,
  ScenarioComparison,
  ScenarioOptions,
  ScenarioSelection,
  TablePage,
  TocEntry,
} from './report-model.ts';
import { appendixMenu, navigation, sectionsShown, tableOfContents, type ReportSectionId } from './report-sections.ts';
import { describeSelection, normalizeSelection, scenarioOptions } from './scenarios.ts';
import { lossTotals } from './totals.ts';

export interface ReportData {
  facts: CaseFacts;
  chosen: ChosenLosses;
  /** The sections this case's report has, in order (the print view prints these). */
  sections: ReportSectionId[];
  options: ScenarioOptions;
  /** The selection actually applied (invalid stored choices replaced by defaults). */
  selection: ScenarioSelection;
  /** The selection in words, for captions ("annual income $96,000", …). */
  selectionText: string[];
  totals: LossTotals;
  toc: TocEntry[];
  nav: NavEntry[];
  appendixMenu: NavEntry[];
  appendices: Appendix[];
  assumptions: AssumptionFigures;
  support: SupportFigures;
  services: ServicesFigures;
  discount: DiscountFigures;
  annualLoss: AnnualLossSeries[];
  comparisons: ScenarioComparison[];
}

export interface ReportInput {
  record: SavedFormRecord;
  /** The stored choice of the scenario selector; missing or stale parts fall back to the defaults. */
  selection?: Partial<ScenarioSelection>;
  /** The firm's economists (from settings); defaults when not loaded. */
  economists?: readonly Economist[];
}

/**
 * Everything the report shows, from the saved record and the chosen
 * scenarios: pure, so every figure can be tested without React.
 */
export function selectReportData({ record, selection: stored, economists = [] }: ReportInput): ReportData {
  const options = scenarioOptions(record);
  const selection = normalizeSelection(options, stored);
  const allAppendices = appendices(record);
  const chosen = chosenLosses(record);
  return {
    facts: caseFacts(record, economists),
    chosen,
    sections: sectionsShown(chosen).map((section) => section.id),
    options,
    selection,
    selectionText: describeSelection(options, selection),
    totals: lossTotals(record, selection),
    toc: tableOfContents(chosen, allAppendices),
    nav: navigation(chosen),
    appendixMenu: appendixMenu(chosen, allAppendices),
    appendices: allAppendices,
    assumptions: assumptionFigures(record),
    support: supportFigures(record, options),
    services: servicesFigures(record, options),
    discount: discountFigures(record),
    annualLoss: annualLossSeries(record, selection),
    comparisons: scenarioComparisons(record, options, selection),
  };
}

/** Does an appendix page belong to the chosen scenarios? (The printed report includes only those.) */
export function pageMatchesSelection(page: TablePage, selection: ScenarioSelection): boolean {
  const { match } = page;
  return (
    (match.income === undefined || match.income === selection.income) &&
    (match.retirement === undefined || match.retirement === selection.retirement) &&
    (match.lifeExpectancy === undefined || match.lifeExpectancy === selection.lifeExpectancy) &&
    (match.medical === undefined || match.medical === selection.medical)
  );
}
