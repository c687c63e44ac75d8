import type { GetDiscountResponseItem } from '@damages/contracts';
import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { AutofillField } from '../autofill/autofill-field.tsx';
import { DISCOUNT_ERROR, DISCOUNT_PATH, discountResult, wagesHorizon } from '../autofill/lookups.ts';
import { GrowthRateField } from '../autofill/growth-rate-field.tsx';
import { AutofillRefusal } from '../autofill/use-autofill.ts';
import { InputField } from '../fields/input-field.tsx';
import { ForumDepartureNote } from '../fields/forum-departure-note.tsx';
import { EARNINGS_BASIS_OPTIONS } from '../fields/options.ts';
import { ScenarioList } from '../fields/scenario-list.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';
import type { FormValues } from '../model/form-values.ts';
import { useVisibility } from '../model/use-visibility.ts';
import { GrowthErasFields } from './growth-eras-fields.tsx';
import { FIGURE_LABELS } from '../model/refresh-words.ts';

/**
 * Plaintiff income and tax information (earnings or support types): 1 to 3
 * annual incomes; for loss of earnings the residual earning capacity of a
 * partial disability and the earnings basis; the tax inputs (support always,
 * earnings after income taxes); the wages rates, and the benefits rate when
 * loss of earnings is selected.
 */
export const PlaintiffIncome = memo(function PlaintiffIncome() {
  const shown = useVisibility();
  return (
    <SectionCard title="Plaintiff income and tax information">
      <h3 className="subsection-title">Income</h3>
      <ScenarioList name="plaintiff.annualIncome" label="Annual income" placeholder="e.g. 135954" />
      {shown.earningsOptions && (
        <Row className="mt-3">
          <Col md={4}>
            <InputField
              name="plaintiff.residualEarnings"
              label="Residual earning capacity (annual, report-year dollars)"
              type="number"
              placeholder="blank if none"
            />
          </Col>
          <Col md={4}>
            <InputField name="plaintiff.residualStartDate" label="Able to work from" type="date" />
          </Col>
          <Col md={4}>
            <SelectField name="plaintiff.earningsBasis" label="Earnings basis" options={EARNINGS_BASIS_OPTIONS} placeholder={null} />
            <ForumDepartureNote path="plaintiff.earningsBasis" />
          </Col>
        </Row>
      )}
      {shown.tax && (
        <>
          <hr />
          <h3 className="subsection-title">Tax</h3>
          <Row>
            <Col md={4}>
              <InputField name="plaintiff.marginalTaxRate" label="Marginal tax rate" type="number" placeholder="e.g. 0.24" />
            </Col>
            <Col md={4}>
              <InputField name="plaintiff.annualDeductions" label="Annual deductions" type="number" placeholder="e.g. 29200" />
            </Col>
            <Col md={4}>
              <InputField name="plaintiff.annualAdjustments" label="Annual adjustments" type="number" placeholder="e.g. 2500" />
            </Col>
          </Row>
        </>
      )}
      <hr />
      <h3 className="subsection-title">Wages</h3>
      <Row>
        <Col md={4}>
          <WagesDiscountRate />
        </Col>
        <Col md={4}>
          <GrowthRateField
            name="plaintiff.wagesGrowthRate"
            provenanceName="plaintiff.provenance.wagesGrowthRate"
            label={FIGURE_LABELS.wagesGrowthRate}
            placeholder="e.g. 0.0246"
            series="wages"
          />
        </Col>
        {shown.benefitsRate && (
          <Col md={4}>
            <InputField name="plaintiff.benefitsRate" label="Benefits rate" type="number" placeholder="e.g. 0.15" />
          </Col>
        )}
      </Row>
      <GrowthErasFields />
    </SectionCard>
  );
});

/** Wages discount rate: Treasury yield from the report date to the first (statistical) retirement date. */
function WagesDiscountRate() {
  const { control } = useFormContext<FormValues>();
  const [dateOfReport, dateOfBirth, retirementAge, method, dateOfInjury, yearsToFinalSeparation] = useWatch({
    control,
    name: [
      'case.dateOfReport',
      'plaintiff.dateOfBirth',
      'plaintiff.retirementAge.0.value',
      'worklife.method',
      'case.dateOfInjuryOrDeath',
      'worklife.scenarios.0.yearsToFinalSeparation',
    ],
  });
  const worklife = method === 'worklifeExpectancy' ? { dateOfInjury, yearsToFinalSeparation: yearsToFinalSeparation ?? '' } : undefined;
  const horizon = wagesHorizon(dateOfReport, dateOfBirth, retirementAge ?? '', worklife);
  return (
    <AutofillField
      name="plaintiff.wagesDiscountRate"
      provenanceName="plaintiff.provenance.wagesDiscountRate"
      label={FIGURE_LABELS.wagesDiscountRate}
      placeholder="e.g. 0.0394"
      ready={horizon !== undefined}
      failureMessage={DISCOUNT_ERROR}
      lookUp={async () => {
        if (!horizon) throw new AutofillRefusal(DISCOUNT_ERROR);
        if (horizon.end_date <= horizon.start_date) throw new AutofillRefusal('The first retirement date must be after the date of report');
        return discountResult(await postJson<GetDiscountResponseItem[]>(DISCOUNT_PATH, [horizon]), horizon.id);
      }}
    />
  );
}
