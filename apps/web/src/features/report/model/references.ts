/**
 * Section 10: the sources the report relies on. Every data set the figures come
 * from is here — the NCHS 2023 life tables (life expectancy), the Treasury par
 * yield curve (discount rates), CPI-U (conversion of household income to 1995
 * dollars; growth) and the Patton-Nelson personal consumption update
 * (consumption rates) — plus the wage survey used for household-services rates
 * and the standard texts on the method. The title part is set in italics.
 */
export interface Reference {
  before: string;
  title: string;
  after: string;
  url?: string;
}

export const REFERENCES: readonly Reference[] = [
  {
    before: 'Arias, E., Xu, J. Q., & Kochanek, K. (2025). ',
    title: 'United States Life Tables, 2023',
    after: '. National Vital Statistics Reports, vol. 74, no. 6. Hyattsville, MD: National Center for Health Statistics.',
    url: 'https://doi.org/10.15620/cdc/174591',
  },
  {
    before: 'Brookshire, M. L., Slesnick, F. L., & Ward, R. R. (2007). ',
    title: "The Plaintiff and Defense Attorney's Guide to Understanding Economic Damages",
    after: '. Tucson, AZ: Lawyers & Judges Publishing Company.',
  },
  {
    before: 'Kaufman, R. T., Rodgers, J. D., & Martin, G. D. (Eds.). (2005). ',
    title: 'Economic Foundations of Injury and Death Damages',
    after: '. Cheltenham, UK: Edward Elgar Publishing.',
  },
  {
    before: 'Lierman, W. K., Patton, R. T., & Nelson, D. M. (1998). Patton-Nelson personal consumption tables updated. ',
    title: 'Journal of Forensic Economics',
    after: ', 11(1).',
  },
  {
    before: 'Martin, G. D., & Weinstein, M. A. ',
    title: 'Determining Economic Damages',
    after: '. Costa Mesa, CA: James Publishing (revised annually).',
  },
  {
    before: 'Patton, R. T., & Nelson, D. M. (1991). Estimating personal consumption costs in wrongful death cases. ',
    title: 'Journal of Forensic Economics',
    after: ', 4(2).',
  },
  {
    before: 'Tinari, F. D. (Ed.). (2016). ',
    title: 'Forensic Economics: Assessing Personal Damages in Civil Litigation',
    after: '. New York, NY: Palgrave Macmillan.',
  },
  {
    before: 'U.S. Bureau of Labor Statistics. ',
    title: 'Consumer Price Index for All Urban Consumers (CPI-U): U.S. City Average, All Items, Not Seasonally Adjusted',
    after: ' (series CUUR0000SA0, 1982–84 = 100). Washington, DC: U.S. Department of Labor.',
    url: 'https://www.bls.gov/cpi/',
  },
  {
    before: 'U.S. Bureau of Labor Statistics. ',
    title: 'Consumer Price Index for All Urban Consumers (CPI-U): U.S. City Average, Medical Care',
    after: ' (series CUUR0000SAM, 1982–84 = 100). Washington, DC: U.S. Department of Labor.',
    url: 'https://www.bls.gov/cpi/',
  },
  {
    before: 'U.S. Bureau of Labor Statistics. (2025). ',
    title: 'Occupational Employment and Wage Statistics: May 2024 National Occupational Employment and Wage Estimates',
    after: '. Washington, DC: U.S. Department of Labor.',
    url: 'https://www.bls.gov/oes/',
  },
  {
    before: 'U.S. Department of the Treasury. ',
    title: 'Daily Treasury Par Yield Curve Rates',
    after: '. Washington, DC: U.S. Department of the Treasury, Resource Center, Interest Rate Statistics.',
    url: 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates/TextView?type=daily_treasury_yield_curve',
  },
];
