/**
 * The web's name for the formatting vocabulary, which lives in the contracts
 * (`packages/contracts/src/vocabulary/format.ts`) so that the plausibility
 * warnings and the report speak alike. The whole-dollar arithmetic
 * (`wholeDollars`, `sumWholeDollars`, `addCents`) is the engine's.
 */
export {
  amountInputText,
  formatAge,
  formatCount,
  formatDecimal,
  formatLongDate,
  formatMoney,
  formatMoneyAsTyped,
  formatMoneyCents,
  formatOptionalDate,
  formatOptionalLongDate,
  formatOptionalMoney,
  formatOptionalPercent,
  formatPercent,
  formatQuantity,
  formatReportDate,
  formatTimestamp,
  formatUsDate,
  formatWholeNumber,
  formatYears,
  MISSING,
} from '@damages/contracts';
