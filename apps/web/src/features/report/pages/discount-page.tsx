import { formatLongDate, formatMoney, formatOptionalLongDate, formatOptionalPercent, formatPercent, MISSING } from '@damages/contracts';
import { FactTable } from '../layout/fact-table.tsx';
import { Section, Subsection } from '../layout/section.tsx';
import type { DiscountFigures } from '../model/discount-figures.ts';
import type { ValuationStatement } from '../model/valuation-statement.ts';
import { sourcedPercentText } from '../model/sourced-figures.ts';
import { CARE_BEFORE_TRIAL_LABEL } from '../model/medical-totals.ts';
import { useReport } from '../state/report-context.tsx';

/**
 * The six tests a discount rate used here must meet. Timeliness is the case's own:
 * the curves used and their age, never a claim that they are the latest.
 */
function discountCriteria(timeliness: string, valuation: ValuationStatement | undefined): string[] {
  return [
    'Safety: the rate is a yield on U.S. Treasury securities, which carry no default risk, so the award is not reduced for risks the plaintiff should not have to take.',
    'Maturity: the rate is read from the Treasury par yield curve at the length of the loss period, interpolated between published maturities.',
    timeliness,
    valuation?.consistency ?? 'Consistency: growth and discount rates are both nominal, so inflation is counted once, in both.',
    valuation?.timing ?? 'Timing: each year’s future loss is discounted from the middle of its period back to the date of trial.',
    valuation?.pastLosses ??
      'Past losses: losses before the date of trial are stated at their nominal amount, without discount or interest.',
  ];
}

/** How the life care plan's items are costed: each one's frequency, purchase dates, and care ending at the expected date of death. */
function CareCostingNote({ d, beforeTrial }: { d: DiscountFigures; beforeTrial: boolean }) {
  return (
    <p data-testid="care-costing">
      Each item is costed from the later of its start and the date of trial to its end date
      {d.careEndsAtDeath && d.expectedDateOfDeath
        ? `, and no care is costed after the expected date of death, ${formatLongDate(d.expectedDateOfDeath)}, whatever end date the plan gives`
        : ''}
      . An item needed every year is costed by calendar year and discounted from the middle of each year&apos;s period.
      {d.hasPurchases &&
        ' An item bought once is costed on its start date, and an item replaced every N years on its start date and every N years after it; each purchase costs the unit cost of its year and is discounted from its purchase date.'}
      {beforeTrial &&
        ` The plan's care between the date of report and the date of trial is costed the same way, without discount, and stated as a past loss of its own, "${CARE_BEFORE_TRIAL_LABEL}", beside the medical expenses already billed.`}{' '}
      Every item counts in every scenario: with its own estimate of that scenario or, where it has none, the nearest it has; an item priced
      only once is a single estimate and counts the same in all three.
    </p>
  );
}

/** Section 6: discount rate, present value and the life care plan's medical rates. */
export function DiscountPage() {
  const { data } = useReport();
  const d = data.discount;
  // With a method other than nominal, the rate each Discount Factor uses, as the answers state it.
  const applied = d.valuation?.ratesApplied.length ? new Map(d.valuation.ratesApplied.map((r) => [r.loss, r.rate])) : undefined;
  return (
    <Section id="discount">
      <Subsection id="discount/present-value" title="Present Value">
        <p>
          The present value of a future loss is the amount that, invested today at the discount rate, would be just enough to replace the
          loss when it would have occurred. For a loss L received t years after the date of trial at discount rate d, the present value is L
          ÷ (1 + d)<sup>t</sup>. The present value of a stream of losses is the sum of the present values of its years.
        </p>
        {d.valuation && <p data-testid="valuation-statement">{d.valuation.text}</p>}
      </Subsection>
      <Subsection id="discount/discount-criteria" title="Discount Criteria">
        <ol className="criteria-list">
          {discountCriteria(d.timeliness, d.valuation).map((criterion) => (
            <li key={criterion}>{criterion}</li>
          ))}
        </ol>
      </Subsection>
      <Subsection id="discount/rates-used" title="Rates Used">
        <table className="summary-table">
          <thead>
            <tr>
              <th scope="col">Loss</th>
              <th scope="col" className="num">
                Growth rate
              </th>
              <th scope="col" className="num">
                Discount rate
              </th>
              {applied && (
                <th scope="col" className="num">
                  Rate applied
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {d.rates.map((r) => (
              <tr key={r.loss}>
                <th scope="row">{r.loss}</th>
                <td className="num">{sourcedPercentText(r.growth)}</td>
                <td className="num">{sourcedPercentText(r.discount)}</td>
                {applied && <td className="num">{formatOptionalPercent(applied.get(r.loss))}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </Subsection>
      {d.lifeCarePlan && (
        <Subsection id="discount/future-medical-care" title="Future Medical Care">
          <FactTable
            facts={[
              { label: 'Life care plan', value: d.lifeCarePlan.title || MISSING },
              { label: 'Date of the plan', value: formatOptionalLongDate(d.lifeCarePlan.date) },
              { label: 'Medical growth rates', value: d.medicalGrowthRates.map((rate) => formatPercent(rate)).join('; ') || MISSING },
            ]}
          />
          <CareCostingNote d={d} beforeTrial={data.medicalSummary?.beforeTrial !== undefined} />
          <table className="summary-table summary-table-compact medical-items-table">
            <thead>
              <tr>
                <th scope="col">Modality</th>
                <th scope="col">Category</th>
                <th scope="col">Scenario</th>
                <th scope="col">Frequency</th>
                <th scope="col" className="num">
                  Annual or unit cost
                </th>
                <th scope="col" className="num">
                  Period
                </th>
                <th scope="col" className="num">
                  Growth
                </th>
                <th scope="col" className="num">
                  Discount
                </th>
              </tr>
            </thead>
            <tbody>
              {d.medicalItems.map((item, index) => (
                <tr key={`${index}-${item.modality}-${item.scenario}`}>
                  <th scope="row">{item.modality}</th>
                  <td>{item.category}</td>
                  <td>{item.scenario}</td>
                  <td>{item.frequencyText}</td>
                  <td className="num">{formatMoney(item.annualCost)}</td>
                  <td className="num">
                    {formatLongDate(item.from)} to {formatLongDate(item.to)}
                    {item.endsAtDeath && d.careEndsAtDeath && d.expectedDateOfDeath && (
                      <span className="rate-source"> (costed to the expected date of death, {formatLongDate(d.expectedDateOfDeath)})</span>
                    )}
                  </td>
                  <td className="num">{sourcedPercentText(item.growth)}</td>
                  <td className="num">{sourcedPercentText(item.discount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Subsection>
      )}
    </Section>
  );
}
