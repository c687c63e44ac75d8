import { formatLongDate, formatMoney, formatReportDate } from '../vocabulary/format.ts';
import { MAX_SHAPLEY_CAUSES } from '@damages/engine';

/**
 * The words of a supplemental report: the Update on an issued version, the entry form's notice,
 * the submit's step that computes the bridge, and the report's section "Changes since the report
 * of <date>". The app names a version as the issued versions do (yyyy-MM-dd); the report's prose
 * writes the date out, as its other sections do.
 */

const bridgeLabel = (issuedOn: string) => `Explaining the changes since the report of ${formatReportDate(issuedOn)}`;

export const SUPPLEMENT_WORDS = {
  update: 'Update',
  notice: (version: number, issuedOn: string) =>
    `Supplement to issued version ${version} of ${formatReportDate(issuedOn)}: change what changed (typically the report and trial dates), then Refresh looked-up figures.`,
  /** The entry form's draft notice on a supplement's draft, which Update made rather than the user's typing. */
  draftKept: 'The supplemental report is kept as a draft until you submit the form.',
  /** The submit's step of a supplement: its progress label and, in the pattern of every step's, its failure. */
  bridgeStep: (issuedOn: string) => ({
    label: bridgeLabel(issuedOn),
    failure: `Failed to process the changes since the report of ${formatReportDate(issuedOn)}`,
  }),
  /** The case marks a version the case no longer holds: nothing to bridge from. */
  versionMissing: (version: number) => `The case has no issued version ${version} to explain the changes since`,
  sectionTitle: (issuedOn: string) => `Changes since the report of ${formatLongDate(issuedOn)}`,
  introduction: (version: number, issuedOn: string) =>
    `This report supplements issued version ${version} of the report of ${formatLongDate(issuedOn)}. The table lists every figure of the Summary in both reports, changed or not: a figure that did not change shows a difference of $0. A figure one report does not have shows a dash, and its difference is the whole of the other.`,
  figuresCaption: 'Figures of the Summary in both reports',
  figure: 'Figure',
  before: (issuedOn: string) => `Report of ${formatLongDate(issuedOn)}`,
  after: 'This report',
  difference: 'Difference',
  past: (label: string) => `${label}, past`,
  future: (label: string) => `${label}, future`,
  total: (label: string) => `${label}, total`,
  totalLine: 'Total economic loss',
  scenariosCaption: 'The total economic loss of each scenario both reports hold',
  scenario: 'Scenario',
  bridgeCaption: 'From the total of the report supplemented to the total of this report',
  cause: 'Cause of the change',
  sequential: 'In the order listed',
  shapley: 'Average over orders',
  bridgeFrom: (issuedOn: string) => `Total in the report of ${formatLongDate(issuedOn)}`,
  bridgeTo: 'Total in this report',
  /** When today's data and method give the supplemented inputs another total than the one the report printed. */
  recalculated: 'Recalculation of the same inputs with the current data and method',
  /** When a later version's total is not what its inputs give today (its own data and method, or its scenario of record). */
  recalculatedLater: 'Total of the later version as it stands, against its inputs recalculated with the current data and method',
  bridgeExplanation: (difference: number, withShapley: boolean) =>
    `The causes are applied in the order listed: the passage of time first (the dates of report and trial), then each looked-up figure that was refreshed, then each other input changed, then each option of method (methodology §20). A cause's part in the order listed is the change in the total when it is applied after the causes above it; ${
      withShapley
        ? 'its average over orders is that change averaged over every order in which the causes could be applied, which no choice of order can alter.'
        : `the average over orders is not computed for more than ${MAX_SHAPLEY_CAUSES} causes.`
    } Each column adds exactly to the difference of ${formatMoney(difference)}.`,
  noCauses: 'No input that bears on a figure changed: the totals are the same.',
  sidesCaption: 'The change in past and future losses, cause by cause',
  pastLosses: 'Past losses',
  futureLosses: 'Future losses',
  sidesExplanation: (pastDifference: number, futureDifference: number) =>
    `Each cause's part in the order listed, split between the past and the future losses: the past column adds exactly to the past losses' difference of ${formatMoney(pastDifference)}, the future column to the future losses' difference of ${formatMoney(futureDifference)}, and each cause's two parts to its part of the total.`,
} as const;
