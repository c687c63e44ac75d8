import { MEDICAL_SCENARIO_LABELS, type GetDiscountResponseItem } from '@damages/contracts';
import { Button } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { AutofillField } from '../autofill/autofill-field.tsx';
import { GrowthRateField } from '../autofill/growth-rate-field.tsx';
import { DISCOUNT_ERROR, DISCOUNT_PATH, discountResult, invalidModalityDates, medicalHorizon } from '../autofill/lookups.ts';
import { AutofillRefusal } from '../autofill/use-autofill.ts';
import { InputField } from '../fields/input-field.tsx';
import { MEDICAL_FREQUENCY_OPTIONS } from '../fields/options.ts';
import { SelectField } from '../fields/select-field.tsx';
import { expectedDateOfDeath, runsPastExpectedDeath } from '../model/default-to-date.ts';
import type { FormValues } from '../model/form-values.ts';

interface ScenarioFieldsProps {
  modalityIndex: number;
  scenarioIndex: number;
  onRemove?: () => void;
}

/**
 * One medical scenario's inputs, titled Best, Probable or Worst Scenario: what,
 * when, how often it is bought (every year, once, or every N years), what it
 * costs and its rates, in three compact rows (see the modality editor in
 * entry-form.css), so a card with three scenarios fits a 1280 × 900 window.
 * A 'to' date past the expected date of death says that care is costed only
 * up to it (methodology §8).
 */
export function ScenarioFields({ modalityIndex, scenarioIndex, onRemove }: ScenarioFieldsProps) {
  const { control } = useFormContext<FormValues>();
  const base = `medical.data.${modalityIndex}.scenarios.${scenarioIndex}` as const;
  const [type, from, to, frequency, dateOfReport, remainingLeYears] = useWatch({
    control,
    name: [`${base}.type`, `${base}.from`, `${base}.to`, `${base}.frequency`, 'case.dateOfReport', 'plaintiff.remainingLEYears.0.value'],
  });
  const title = MEDICAL_SCENARIO_LABELS[type];
  const expectedDeath = expectedDateOfDeath(dateOfReport, remainingLeYears ?? '');
  const capped = runsPastExpectedDeath(to, expectedDeath);
  return (
    <fieldset className="medical-scenario">
      <legend className="scenario-title">{title}</legend>
      {onRemove && (
        <Button
          variant="link"
          size="sm"
          className="scenario-remove remove-link p-0"
          onClick={onRemove}
          aria-label={`Remove ${title} of Medical Modality ${modalityIndex + 1}`}
        >
          Remove
        </Button>
      )}
      <div className="scenario-grid">
        <InputField name={`${base}.category`} label="Category" placeholder="e.g. Therapy" className="mb-2 scenario-half" />
        <InputField name={`${base}.modality`} label="Modality" placeholder="e.g. Physical therapy" className="mb-2 scenario-half" />
        <InputField name={`${base}.from`} label="From date" type="date" />
        <InputField name={`${base}.to`} label="To date" type="date" className={capped ? 'mb-1' : 'mb-3'} />
        {capped && (
          <p className="scenario-wide form-text text-warning-emphasis mt-0 mb-3" data-testid="care-capped-note">
            Care is costed to the expected date of death, {expectedDeath}.
          </p>
        )}
        <SelectField name={`${base}.frequency`} label="Frequency" options={MEDICAL_FREQUENCY_OPTIONS} placeholder={null} />
        {frequency === 'everyYears' && (
          <InputField name={`${base}.everyYears`} label="Every N years" type="number" min={1} placeholder="e.g. 5" />
        )}
        <InputField
          name={`${base}.annualCost`}
          label={frequency === 'annual' ? 'Annual cost' : 'Cost per purchase'}
          type="number"
          placeholder="e.g. 4800"
        />
        <div className="scenario-rate">
          <GrowthRateField
            name={`${base}.growthRate`}
            provenanceName={`${base}.provenance.growthRate`}
            label="Growth rate"
            placeholder="e.g. 0.0232"
            series="cpiMedical"
          />
        </div>
        <div className="scenario-rate">
          <AutofillField
            name={`${base}.discountRate`}
            provenanceName={`${base}.provenance.discountRate`}
            label="Discount rate"
            placeholder="e.g. 0.0441"
            className="mb-0"
            ready={from !== '' && to !== '' && Boolean(dateOfReport)}
            failureMessage={DISCOUNT_ERROR}
            lookUp={async () => {
              const horizon = medicalHorizon(modalityIndex, scenarioIndex, dateOfReport ?? '', from, to);
              if (!horizon) throw new AutofillRefusal(invalidModalityDates(modalityIndex));
              return discountResult(await postJson<GetDiscountResponseItem[]>(DISCOUNT_PATH, [horizon]), horizon.id);
            }}
          />
        </div>
      </div>
    </fieldset>
  );
}
