import type { GrowthProvenance, SavedFormRecord, WageProvenance } from '@damages/contracts';
import { forumAuthorities } from './forum-figures.ts';
import { chosenLosses } from './record-access.ts';

/**
 * Section 10: the sources the report relies on — the standard texts on the
 * method, and only the data sets this case actually used (methodology §11):
 * the NCHS 2023 life tables when a life expectancy was looked up, the Treasury
 * par yield curve when a discount rate was, each growth series (CPI-U all items,
 * CPI-U medical care, AHETPI) when a growth rate came from it, OEWS when an
 * hourly rate did (and AHETPI when it brought that wage to the report's dollars), and for loss of support the Patton-Nelson consumption
 * equations with the CPI-U that converts household income to 1995 dollars.
 * The title part is set in italics.
 */
/** The data sets a reference may stand for; `method` marks the standard texts, always cited. */
type ReferenceSource = 'method' | 'lifeTable' | 'pattonNelson' | 'cpiAll' | 'cpiMedical' | 'wages' | 'oews' | 'treasury';

export interface Reference {
  /** A data set, a standard text, or `forum`: a case or statute the forum's rules cite. */
  source: ReferenceSource | 'forum';
  before: string;
  title: string;
  after: string;
  url?: string;
}

const REFERENCES: readonly Reference[] = [
  {
    source: 'lifeTable',
    before: 'Arias, E., Xu, J. Q., & Kochanek, K. (2025). ',
    title: 'United States Life Tables, 2023',
    after: '. National Vital Statistics Reports, vol. 74, no. 6. Hyattsville, MD: National Center for Health Statistics.',
    url: 'https://doi.org/10.15620/cdc/174591',
  },
  {
    source: 'method',
    before: 'Brookshire, M. L., Slesnick, F. L., & Ward, R. R. (2007). ',
    title: "The Plaintiff and Defense Attorney's Guide to Understanding Economic Damages",
    after: '. Tucson, AZ: Lawyers & Judges Publishing Company.',
  },
  {
    source: 'method',
    before: 'Kaufman, R. T., Rodgers, J. D., & Martin, G. D. (Eds.). (2005). ',
    title: 'Economic Foundations of Injury and Death Damages',
    after: '. Cheltenham, UK: Edward Elgar Publishing.',
  },
  {
    source: 'pattonNelson',
    before: 'Lierman, W. K., Patton, R. T., & Nelson, D. M. (1998). Patton-Nelson personal consumption tables updated. ',
    title: 'Journal of Forensic Economics',
    after: ', 11(1).',
  },
  {
    source: 'method',
    before: 'Martin, G. D., & Weinstein, M. A. ',
    title: 'Determining Economic Damages',
    after: '. Costa Mesa, CA: James Publishing (revised annually).',
  },
  {
    source: 'pattonNelson',
    before: 'Patton, R. T., & Nelson, D. M. (1991). Estimating personal consumption costs in wrongful death cases. ',
    title: 'Journal of Forensic Economics',
    after: ', 4(2).',
  },
  {
    source: 'method',
    before: 'Tinari, F. D. (Ed.). (2016). ',
    title: 'Forensic Economics: Assessing Personal Damages in Civil Litigation',
    after: '. New York, NY: Palgrave Macmillan.',
  },
  {
    source: 'cpiAll',
    before: 'U.S. Bureau of Labor Statistics. ',
    title: 'Consumer Price Index for All Urban Consumers (CPI-U): U.S. City Average, All Items, Not Seasonally Adjusted',
    after: ' (series CUUR0000SA0, 1982–84 = 100). Washington, DC: U.S. Department of Labor.',
    url: 'https://www.bls.gov/cpi/',
  },
  {
    source: 'cpiMedical',
    before: 'U.S. Bureau of Labor Statistics. ',
    title: 'Consumer Price Index for All Urban Consumers (CPI-U): U.S. City Average, Medical Care',
    after: ' (series CUUR0000SAM, 1982–84 = 100). Washington, DC: U.S. Department of Labor.',
    url: 'https://www.bls.gov/cpi/',
  },
  {
    source: 'wages',
    before: 'U.S. Bureau of Labor Statistics. ',
    title: 'Current Employment Statistics: Average Hourly Earnings of Production and Nonsupervisory Employees, Total Private',
    after: ' (series CES0500000008, AHETPI, seasonally adjusted). Washington, DC: U.S. Department of Labor.',
    url: 'https://www.bls.gov/ces/',
  },
  {
    source: 'oews',
    before: 'U.S. Bureau of Labor Statistics. (2025). ',
    title: 'Occupational Employment and Wage Statistics: May 2024 National Occupational Employment and Wage Estimates',
    after: '. Washington, DC: U.S. Department of Labor.',
    url: 'https://www.bls.gov/oes/',
  },
  {
    source: 'treasury',
    before: 'U.S. Department of the Treasury. ',
    title: 'Daily Treasury Par Yield Curve Rates',
    after: '. Washington, DC: U.S. Department of the Treasury, Resource Center, Interest Rate Statistics.',
    url: 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates/TextView?type=daily_treasury_yield_curve',
  },
];

/** Which data sets a case used (methodology §11): a figure without a provenance was entered and cites nothing. */
type DataSourcesUsed = Record<Exclude<ReferenceSource, 'method'>, boolean>;

function dataSourcesUsed(record: SavedFormRecord): DataSourcesUsed {
  const { plaintiff, spouse, documents, medical } = record.formData;
  const chosen = chosenLosses(record);
  const wages = chosen.earnings || chosen.support;
  const p = plaintiff.provenance;
  const scenarios = chosen.medicalFuture ? (medical?.data ?? []).flatMap((m) => m.scenarios) : [];
  const growth: (GrowthProvenance | undefined)[] = [
    ...(wages ? [p?.wagesGrowthRate] : []),
    ...(chosen.services ? [p?.servicesGrowthRate] : []),
    ...scenarios.map((s) => s.provenance?.growthRate),
  ];
  const series = new Set(growth.flatMap((g) => (g ? [g.series] : [])));
  const discounts = [
    ...(wages ? [p?.wagesDiscountRate] : []),
    ...(chosen.services ? [p?.servicesDiscountRate] : []),
    ...scenarios.map((s) => s.provenance?.discountRate),
  ];
  const lifeTable =
    (p?.remainingLEYears ?? []).some((le, index) => le && index < plaintiff.remainingLEYears.length) ||
    (chosen.support && spouse?.provenance?.remainingLEYears !== undefined);
  return {
    lifeTable,
    pattonNelson: chosen.support,
    // Loss of support converts household income to 1995 dollars with the CPI-U (methodology §7).
    cpiAll: chosen.support || series.has('cpiAll'),
    cpiMedical: series.has('cpiMedical'),
    // An OEWS wage brought to the dollars of the date of report was brought there by AHETPI (methodology §6).
    wages:
      series.has('wages') || (chosen.services && documents.sourceInfomations.some((s) => wageBroughtByAhetpi(s.provenance?.hourlyRate))),
    oews: chosen.services && documents.sourceInfomations.some((s) => s.provenance?.hourlyRate !== undefined),
    treasury: discounts.some((d) => d !== undefined),
  };
}

function wageBroughtByAhetpi(wage: WageProvenance | undefined): boolean {
  return wage?.adjustment !== undefined && wage.adjustment.toMonth !== wage.adjustment.fromMonth;
}

/**
 * The references of a case's report: the standard texts and the data sets it used, in alphabetical
 * order, then the cases and statutes its forum's rules cite.
 */
export function referencesFor(record: SavedFormRecord): Reference[] {
  const used = dataSourcesUsed(record);
  return [
    ...REFERENCES.filter((reference) => reference.source === 'method' || (reference.source !== 'forum' && used[reference.source])),
    ...forumAuthorities(record).map((authority): Reference => ({ source: 'forum', ...authority })),
  ];
}
