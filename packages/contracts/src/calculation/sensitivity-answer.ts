import { MEDICAL_SCENARIO_TYPES } from '@damages/engine';
import { z } from 'zod';
import { SENSITIVITY_ASSUMPTIONS } from './sensitivity.ts';

/**
 * The calculation service's answer to a case's sensitivity (POST /api/sensitivity), saved with the
 * record by the submit so that the report, its print, Word and Excel show the exhibit as computed
 * and never recompute it. Every figure is a Summary total in whole dollars (methodology §10),
 * computed by recalculating the case with one assumption moved (contracts' sensitivity.ts).
 */

const dollars = z.number().int();

/** The Summary's past, future and grand totals of the case (or of one variation of it), in whole dollars. */
const summaryTotals = z.object({ past: dollars, future: dollars, total: dollars });

export type SummaryTotals = z.infer<typeof summaryTotals>;

/** One step of the one-way table: which assumption moved, how far, and the totals it gives. */
const sensitivityRow = summaryTotals.extend({
  /** "discount+1". */
  id: z.string(),
  /** "Discount rate +1 point". */
  label: z.string(),
  assumption: z.enum(SENSITIVITY_ASSUMPTIONS),
  step: z.number(),
  unit: z.enum(['point', 'year']),
});

/** The totals under one life-expectancy scenario of the case (by its position), the other scenarios as of record. */
const lifeExpectancyRow = summaryTotals.extend({ scenario: z.number().int().min(0) });

/** One cell of the discount × growth grid: both shifts in points (−3 … +3); the (0, 0) cell is the case as calculated. */
const gridCell = summaryTotals.extend({ discount: z.number().int(), growth: z.number().int() });

/** A reason an assumption is not moved, or a step is not offered, in the economist's words. */
const sensitivityNote = z.object({ assumption: z.enum(SENSITIVITY_ASSUMPTIONS), text: z.string() });

export const savedSensitivity = z.object({
  /** The scenarios every total is computed under: the case's scenario of record when it was calculated. */
  selection: z.object({
    income: z.number().int().min(0),
    retirement: z.number().int().min(0),
    lifeExpectancy: z.number().int().min(0),
    medical: z.enum(MEDICAL_SCENARIO_TYPES),
  }),
  /** The case as calculated. */
  base: summaryTotals,
  /** The one-way steps, in the order of SENSITIVITY_ASSUMPTIONS, each + before −. */
  variations: z.array(sensitivityRow),
  /** Every life-expectancy scenario the case holds, when it holds more than one; else empty. */
  lifeExpectancy: z.array(lifeExpectancyRow),
  /** The discount × growth grid's cells, discount shift major; empty when no loss is discounted at a rate. */
  grid: z.array(gridCell),
  notes: z.array(sensitivityNote),
});

export type SavedSensitivity = z.infer<typeof savedSensitivity>;
export type SensitivityRow = z.infer<typeof sensitivityRow>;
export type SensitivityGridCell = z.infer<typeof gridCell>;
