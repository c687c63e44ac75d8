import {
  MEDICAL_SCENARIO_LABELS,
  medicalRatesAtZeroNote,
  rateLeftAtZero,
  type GetDiscountResponseItem,
  type MedicalRateKind,
  formatPercent,
} from '@damages/contracts';
import { useEffect, useRef, type RefObject } from 'react';
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
import { followersOf, type ModalityName } from '../model/medical-scenarios.ts';
import { FIGURE_LABELS } from '../model/refresh-words.ts';

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
  const follow = useModalityNames(modalityIndex);
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
        <InputField
          name={`${base}.category`}
          label="Category"
          placeholder="e.g. Therapy"
          className="mb-2 scenario-half"
          registerOptions={scenarioIndex === 0 ? { onChange: follow.category } : undefined}
        />
        <InputField
          name={`${base}.modality`}
          label="Modality"
          placeholder="e.g. Physical therapy"
          className="mb-2 scenario-half"
          registerOptions={scenarioIndex === 0 ? { onChange: follow.modality } : undefined}
        />
        {scenarioIndex === 0 && <NamesBefore base={base} into={follow.before} />}
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
            label={FIGURE_LABELS.medicalGrowthRate}
            aside={<RateAtZero base={base} kind="growth" />}
            placeholder="e.g. 0.0232"
            series="cpiMedical"
          />
        </div>
        <div className="scenario-rate">
          <AutofillField
            name={`${base}.discountRate`}
            provenanceName={`${base}.provenance.discountRate`}
            label={FIGURE_LABELS.medicalDiscountRate}
            aside={<RateAtZero base={base} kind="discount" />}
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

type ScenarioBase = `medical.data.${number}.scenarios.${number}`;
type ModalityNames = Record<ModalityName, string>;

/**
 * The modality's first scenario names it: a category or modality typed there is
 * copied to the other scenarios still blank or still holding the first one's
 * previous name, so a modality is named once. `before` holds the first scenario's names as they
 * were before the keystroke being handled (see NamesBefore).
 */
function useModalityNames(modalityIndex: number) {
  const { getValues, setValue, formState } = useFormContext<FormValues>();
  const before = useRef<ModalityNames>({ category: '', modality: '' });
  const list = `medical.data.${modalityIndex}.scenarios` as const;
  const follow = (key: ModalityName) => (event: { target: { value: string } }) => {
    for (const index of followersOf(getValues(list), key, before.current[key]))
      setValue(`${list}.${index}.${key}`, event.target.value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  return { before, category: follow('category'), modality: follow('modality') };
}

/**
 * Keeps the first scenario's names in `into` after each change has been handled,
 * so the next keystroke's handler knows what they were; only this empty
 * component re-renders as the user types them.
 */
function NamesBefore({ base, into }: { base: ScenarioBase; into: RefObject<ModalityNames> }) {
  const { control } = useFormContext<FormValues>();
  const [category, modality] = useWatch({ control, name: [`${base}.category`, `${base}.modality`] });
  useEffect(() => {
    into.current = { category, modality };
  }, [into, category, modality]);
  return null;
}

const rateOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A visible warning, not an error, beside a rate still at the 0 % every new item
 * starts with: short on the label's line, so a three-scenario card
 * still fits the window; in full for a screen reader and on hover.
 */
function RateAtZero({ base, kind }: { base: ScenarioBase; kind: MedicalRateKind }) {
  const { control } = useFormContext<FormValues>();
  const rate = `${kind}Rate` as const;
  const [text, provenance] = useWatch({ control, name: [`${base}.${rate}`, `${base}.provenance.${rate}`] });
  if (!rateLeftAtZero(rateOf(text), provenance)) return null;
  const note = medicalRatesAtZeroNote([kind]);
  return (
    <span className="rate-at-zero ms-2 small text-warning-emphasis" title={note} data-testid="rate-at-zero">
      <span aria-hidden="true">still {formatPercent(0, 0)}</span>
      <span className="visually-hidden">{note}</span>
    </span>
  );
}
