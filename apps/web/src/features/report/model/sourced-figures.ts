import {
  LIFE_TABLE_LABELS,
  provenanceText,
  type LifeExpectancyProvenance,
  type LifeTableChoice,
  type ValueProvenance,
  formatPercent,
  MISSING,
} from '@damages/contracts';

/**
 * A figure with the source it came from (methodology §11): the looked-up
 * series, curve or table in words, or "entered" when the user typed it. The
 * report prints the source beside the figure: "4.12% — Treasury par yield curve
 * of 2025-07-11, 9.3-year maturity".
 */
export interface SourcedRate {
  rate: number | undefined;
  /** provenanceText of the figure's provenance: "CPI-U medical care, 2002–2022", or "entered". */
  source: string;
}

export const SOURCE_SEPARATOR = ' — ';

export function sourcedRate(rate: number | undefined, provenance: ValueProvenance | undefined | null): SourcedRate {
  return { rate, source: provenanceText(provenance, 'rate') };
}

/** "4.12% — Treasury par yield curve of …"; a dash alone when the rate was not given. */
export function sourcedPercentText({ rate, source }: SourcedRate): string {
  return rate === undefined ? MISSING : `${formatPercent(rate)}${SOURCE_SEPARATOR}${source}`;
}

/** The life-table choice a looked-up life expectancy was found with, read from its provenance (what was used, not the form's current choice). */
function lifeTableChoiceOf(provenance: LifeExpectancyProvenance): LifeTableChoice {
  if (provenance.sex === 'total') return 'allRacesBothSexes';
  return provenance.race === 'all' ? 'sexAllRaces' : 'raceAndSex';
}

/** "By sex, all races: NCHS 2023, all races and origins female", or "entered by the user". */
export function lifeTableText(provenance: LifeExpectancyProvenance | undefined | null): string {
  if (!provenance) return provenanceText(provenance, 'lifeExpectancy');
  return `${LIFE_TABLE_LABELS[lifeTableChoiceOf(provenance)]}: ${provenanceText(provenance, 'lifeExpectancy')}`;
}
