import type { GetDiscountResponseItem } from '@damages/contracts';
import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { AutofillField } from '../autofill/autofill-field.tsx';
import { DISCOUNT_ERROR, DISCOUNT_PATH, discountResult, wagesHorizon } from '../autofill/lookups.ts';
import { AutofillRefusal } from '../autofill/use-autofill.ts';
import { InputField } from '../fields/input-field.tsx';
import { ScenarioList } from '../fields/scenario-list.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import type { FormValues } from '../model/form-values.ts';
import { useVisibility } from '../model/use-visibility.ts';

/**
 * Plaintiff income and tax information (earnings or support types): 1 to 3
 * annual incomes, the tax inputs of the support calculation, the wages rates,
 * and the benefits rate when loss of earnings is selected.
 */
export const PlaintiffIncome = memo(function PlaintiffIncome() {
  const shown = useVisibility();
  return (
    <SectionCard title="Plaintiff income and tax information">
      <h3 className="subsection-title">Income</h3>
      <ScenarioList name="plaintiff.annualIncome" label="Annual income" placeholder="e.g. 135954" />
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
      <hr />
      <h3 className="subsection-title">Wages</h3>
      <Row>
        <Col md={4}>
          <WagesDiscountRate />
        </Col>
        <Col md={4}>
          <InputField name="plaintiff.wagesGrowthRate" label="Wages growth rate" type="number" placeholder="e.g. 0.0246" />
        </Col>
        {shown.benefitsRate && (
          <Col md={4}>
            <InputField name="plaintiff.benefitsRate" label="Benefits rate" type="number" placeholder="e.g. 0.15" />
          </Col>
        )}
      </Row>
    </SectionCard>
  );
});

/** Wages discount rate: Treasury yield from the report date to the first retirement date. */
function WagesDiscountRate() {
  const { control } = useFormContext<FormValues>();
  const [dateOfReport, dateOfBirth, retirementAge] = useWatch({
    control,
    name: ['case.dateOfReport', 'plaintiff.dateOfBirth', 'plaintiff.retirementAge.0.value'],
  });
  const horizon = wagesHorizon(dateOfReport, dateOfBirth, retirementAge ?? '');
  return (
    <AutofillField
      name="plaintiff.wagesDiscountRate"
      label="Wages discount rate"
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
