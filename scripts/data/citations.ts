// Wording follows the SOURCES.md that comes with the official files; the engine shows these strings in reports.

export const LIFE_TABLES_CITATION =
  'National Center for Health Statistics (NCHS). Arias E, Xu JQ, Kochanek K. United States Life Tables, 2023. ' +
  'National Vital Statistics Reports, vol. 74, no. 6, July 15, 2025. doi:10.15620/cdc/174591. ' +
  'Tables 1-18 (total population, by sex, and by Hispanic origin and race: Hispanic; non-Hispanic American ' +
  'Indian and Alaska Native; non-Hispanic Asian; non-Hispanic Black; non-Hispanic White).';

export const LIFE_TABLES_NOTES_TRANSCRIPTION =
  'Ages 0..100 (index = age; 100 = "100 and over"). ex as published, rounded to 1 decimal. lx (survivors of ' +
  '100,000 born alive) is truncated to an integer in the transcription used (cskerritt/kweconomic-website ' +
  'lib/life-tables-2023.mjs, commit e27218cf8a9df9e1f33b269365870490d5df71a2), so it can be 1 below the ' +
  'value NCHS prints; do not derive qx at young ages from it. For the all-races tables ex and lx were ' +
  'checked against the official full-precision Table01-03.xlsx values.';

export const LIFE_TABLES_NOTES_OFFICIAL =
  'Ages 0..100 (index = age; 100 = "100 and over"). ex rounded to 1 decimal and lx (survivors of 100,000 ' +
  'born alive) rounded to an integer, as printed in the report, from the official spreadsheets ' +
  'Table01.xlsx-Table18.xlsx.';

export const TREASURY_CITATION =
  'U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates (data series ' +
  'daily_treasury_yield_curve), https://home.treasury.gov/resource-center/data-chart-center/interest-rates/' +
  'TextView?type=daily_treasury_yield_curve; archive file par-yield-curve-rates-1990-20xx.csv plus the ' +
  'per-year daily CSV downloads.';

export const TREASURY_UNITS = 'percent per annum, bond-equivalent par yields';

export const CPI_SERIES = 'CUUR0000SA0';

const CPI_SERIES_CITATION =
  'U.S. Bureau of Labor Statistics, Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, ' +
  'All items, not seasonally adjusted, series CUUR0000SA0, index 1982-84=100.';

export const CPI_CITATION_SHARED =
  `${CPI_SERIES_CITATION} 1913-01..2023-11 via FRED series CPIAUCNS (Federal Reserve Bank of St. Louis); ` +
  '2023-12 onward from the BLS public API. No value for 2025-10: BLS published no October 2025 CPI ' +
  '(federal government shutdown).';

export const CPI_CITATION_DOWNLOAD =
  `${CPI_SERIES_CITATION} Full history via FRED series CPIAUCNS (Federal Reserve Bank of St. Louis), ` +
  'https://fred.stlouisfed.org/series/CPIAUCNS; the latest three years from the BLS public API ' +
  '(https://api.bls.gov/publicAPI/v2/timeseries/data/CUUR0000SA0), which must agree where both have a value. ' +
  'A null is a month BLS did not publish (e.g. 2025-10, federal government shutdown).';

export const PERSONAL_CONSUMPTION_CITATION =
  "Lierman, Patton & Nelson, 'Patton-Nelson Personal Consumption Tables updated', Journal of Forensic " +
  'Economics (1998); 1994-95 Consumer Expenditure Survey; as reproduced at ' +
  'https://www.thefreelibrary.com/Patton-Nelson+Personal+Consumption+Tables+updated.-a020786085';

export const PERSONAL_CONSUMPTION_FORM =
  'ln(percent of family income consumed by the decedent) = intercept + slope * ln(family income in 1995 dollars)';

export const PERSONAL_CONSUMPTION_NOTES =
  'Third-party transcription of a copyrighted article excerpt, not checked against the article. The second ' +
  "block's label is cut off in the excerpt and is taken to be adult females. Both blocks print the same " +
  'one-person High/Low equations. Result is a percent (e.g. male, family of 2, $75,000 -> 18.2%).';

export const CPI_MEDICAL_SERIES = 'CUUR0000SAM';

const CPI_MEDICAL_SERIES_CITATION =
  'U.S. Bureau of Labor Statistics, Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, ' +
  'Medical care, not seasonally adjusted, series CUUR0000SAM, index 1982-84=100.';

export const CPI_MEDICAL_CITATION_FILES =
  `${CPI_MEDICAL_SERIES_CITATION} 1935-03..2023-11 via FRED series CPIMEDNS (Federal Reserve Bank of St. Louis); ` +
  '2023-12 onward from the BLS public API. No value for 2025-10: BLS published no October 2025 CPI ' +
  '(federal government shutdown).';

export const CPI_MEDICAL_CITATION_DOWNLOAD =
  `${CPI_MEDICAL_SERIES_CITATION} Full history via FRED series CPIMEDNS (Federal Reserve Bank of St. Louis), ` +
  'https://fred.stlouisfed.org/series/CPIMEDNS; the latest three years from the BLS public API ' +
  '(https://api.bls.gov/publicAPI/v2/timeseries/data/CUUR0000SAM), which must agree where both have a value. ' +
  'A null is a month BLS did not publish (e.g. 2025-10, federal government shutdown).';

/** FRED's name for BLS series CES0500000008, and the name the methodology uses. */
export const WAGES_SERIES = 'AHETPI';
export const WAGES_BLS_SERIES = 'CES0500000008';

const WAGES_SERIES_CITATION =
  'U.S. Bureau of Labor Statistics, Current Employment Statistics: Average Hourly Earnings of Production and ' +
  'Nonsupervisory Employees, Total Private, seasonally adjusted, dollars per hour, series CES0500000008.';

export const WAGES_CITATION_FILES = `${WAGES_SERIES_CITATION} Via FRED series AHETPI (Federal Reserve Bank of St. Louis).`;

export const WAGES_CITATION_DOWNLOAD =
  `${WAGES_SERIES_CITATION} Via FRED series AHETPI (Federal Reserve Bank of St. Louis), ` +
  'https://fred.stlouisfed.org/series/AHETPI; the latest three years from the BLS public API ' +
  '(https://api.bls.gov/publicAPI/v2/timeseries/data/CES0500000008), which wins where the two differ (CES estimates are revised).';

export const OEWS_VINTAGE = 'May 2024';

export const OEWS_CITATION =
  'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS), May 2024 National ' +
  'Occupational Employment and Wage Estimates, cross-industry (national_M2024_dl.xlsx, ' +
  'https://www.bls.gov/oes/special-requests/oesm24nat.zip). Hourly median (H_MEDIAN) and mean (H_MEAN) wages, ' +
  'wages only, benefits excluded.';
