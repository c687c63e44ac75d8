import { formatDecimal, formatPercent } from '@damages/contracts';
import { Subsection } from '../layout/section.tsx';
import { eraYearsText, incomeFactorLines, type IncomeFactorExhibit, type IncomeFactorLine } from '../model/income-factor-figures.ts';
import { useReport } from '../state/report-context.tsx';

/** Factors to six decimals, as the tables and the Worklife subsection show them. */
const factorText = (value: number) => formatDecimal(value, 6);

/**
 * Section 4, Adjusted Income Factor (Tinari 2016): the factors that carry each year's gross
 * income to the loss, and their product, for each era of the consumption rate.
 */
export function IncomeFactorSubsection({ kind }: { kind: 'earnings' | 'support' }) {
  const { data } = useReport();
  const figures = data.incomeFactors;
  if (figures?.kind !== kind) return null;
  const support = kind === 'support';
  const term = support ? data.support.consumption.term.toLowerCase() : '';
  const lines = incomeFactorLines(figures, term);
  const income = support ? 'gross income' : 'earnings';
  const result = support ? 'support' : 'expected earnings';
  return (
    <Subsection id={`loss-of-${kind}/adjusted-income-factor`} title="Adjusted Income Factor">
      <p>
        Each year&apos;s {income} is carried to the {result} by the factors below; their product is the adjusted income factor of the
        algebraic method (Tinari, 2016), one for each era {support ? `of the ${term} rate` : 'of the loss'}. The factors are those of the
        year-by-year tables; the product is shown for reference and the tables remain the calculation.
        {figures.taxAboveDeductions &&
          ' Income tax in the tables is the marginal rate on income above the annual deductions and adjustments, so the after-tax factor slightly understates the income kept.'}
      </p>
      {figures.exhibits.map((exhibit, index) => (
        <IncomeFactorTable key={exhibit.scenario ?? index} exhibit={exhibit} lines={lines} />
      ))}
    </Subsection>
  );
}

function IncomeFactorTable({ exhibit, lines }: { exhibit: IncomeFactorExhibit; lines: IncomeFactorLine[] }) {
  return (
    <table className="summary-table income-factor-table">
      <caption>Adjusted income factor{exhibit.scenario ? ` (${exhibit.scenario})` : ''}</caption>
      <thead>
        <tr>
          <th scope="col">Factor</th>
          {exhibit.eras.map((era) => (
            <th key={era.firstYear} scope="col" className="num">
              {eraYearsText(era)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th>
            {exhibit.eras.map((era) => {
              const value = line.value(era);
              return (
                <td key={era.firstYear} className="num">
                  {value === undefined ? '1.000000' : factorText(value)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Adjusted income factor</th>
          {exhibit.eras.map((era) => (
            <td key={era.firstYear} className="num">
              {factorText(era.product)} ({formatPercent(era.product)})
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
