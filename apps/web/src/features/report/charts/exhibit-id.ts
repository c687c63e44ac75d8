/**
 * The id a printed exhibit carries (`data-exhibit`), so the Word export can draw
 * the same exhibit natively from the report model's series.
 */
export const exhibitId = {
  annual: (key: string) => `annual:${key}`,
  comparison: (key: string) => `comparison:${key}`,
  /** The sensitivity exhibit's tornado chart: one a report. */
  sensitivity: 'sensitivity',
};
