import type { GetDiscountResponseItem, GetGrowthResponse } from '@damages/contracts';
import { parseIsoDate } from '@damages/engine';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import {
  DISCOUNT_ERROR,
  DISCOUNT_PATH,
  discountResult,
  GROWTH_ERROR,
  GROWTH_PATH,
  growthRequest,
  growthResult,
  invalidModalityDates,
  medicalHorizonsOfAll,
  type AutofillResult,
} from '../autofill/lookups.ts';
import { AutofillRefusal, useAutofill } from '../autofill/use-autofill.ts';
import type { FormValues } from '../model/form-values.ts';

type Rate = 'growthRate' | 'discountRate';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * "Apply to all items" for the medical items' two Autofills, so a plan of many
 * items is not filled one Autofill at a time: the
 * medical CPI growth rate, and each item's Treasury discount rate for its own
 * horizon, written into every item with its provenance, as each item's own
 * Autofill would. Offered once the report date is set, as those Autofills are.
 */
export function ApplyRatesToAll() {
  const { control, getValues, setValue, formState } = useFormContext<FormValues>();
  const [dateOfReport, count] = useWatch({ control, name: ['case.dateOfReport', 'medical.numberOfModalities'] });
  const [done, setDone] = useState<string>();
  const growth = useAutofill(GROWTH_ERROR);
  const discount = useAutofill(DISCOUNT_ERROR);
  if (parseIsoDate(dateOfReport) === undefined || !(Number(count) > 0)) return null;

  const fill = (modality: number, scenario: number, rate: Rate, result: AutofillResult) => {
    const at = `medical.data.${modality}.scenarios.${scenario}` as const;
    setValue(`${at}.${rate}`, result.value, { shouldDirty: true, shouldTouch: true, shouldValidate: formState.isSubmitted });
    // The provenance kinds are checked where they are made (lookups.ts).
    setValue(`${at}.provenance.${rate}`, result.provenance as never, { shouldDirty: true });
  };

  const applyGrowth = () =>
    growth.run(async () => {
      setDone(undefined);
      const result = growthResult(await postJson<GetGrowthResponse>(GROWTH_PATH, growthRequest('cpiMedical', dateOfReport)));
      const modalities = getValues('medical.data');
      modalities.forEach((modality, m) => modality.scenarios.forEach((_, s) => fill(m, s, 'growthRate', result)));
      setDone(`Growth rate filled in ${items(modalities.reduce((sum, modality) => sum + modality.scenarios.length, 0))}.`);
    });

  const applyDiscount = () =>
    discount.run(async () => {
      setDone(undefined);
      const plan = medicalHorizonsOfAll(getValues('medical.data'), dateOfReport);
      if ('invalid' in plan) throw new AutofillRefusal(invalidModalityDates(plan.invalid));
      if (plan.items.length === 0) throw new AutofillRefusal(NO_DATES);
      const answers: GetDiscountResponseItem[] = [];
      for (const call of plan.calls) answers.push(...(await postJson<GetDiscountResponseItem[]>(DISCOUNT_PATH, call)));
      for (const item of plan.items) fill(item.modality, item.scenario, 'discountRate', discountResult(answers, item.id));
      const left =
        plan.skipped > 0 ? `; ${items(plan.skipped)} without both dates left as ${plan.skipped === 1 ? 'it was' : 'they were'}` : '';
      setDone(`Discount rate filled in ${items(plan.items.length)}${left}.`);
    });

  return (
    <div role="group" aria-label="Rates of all items" className="apply-rates-to-all d-flex flex-wrap align-items-center gap-3 mb-3">
      <ApplyButton label="Growth rate from CPI-U medical care" busy={growth.busy} onClick={applyGrowth} />
      <ApplyButton label="Discount rate from the Treasury yield curve" busy={discount.busy} onClick={applyDiscount} />
      <span role="status" className="form-text m-0">
        {done}
      </span>
    </div>
  );
}

/** Said when no item has both dates, so no item has a horizon to look up. */
const NO_DATES = 'Enter the from and to dates of an item first';

function ApplyButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => Promise<void> }) {
  return (
    <div role="group" aria-label={label} className="d-flex align-items-center gap-2">
      <span className="form-text m-0" aria-hidden="true">
        {label}:
      </span>
      <Button variant="outline-primary" size="sm" onClick={() => void onClick()} disabled={busy}>
        {busy ? <Spinner as="span" animation="border" size="sm" role="status" aria-label="Loading" className="me-2" /> : null}
        Apply to all items
      </Button>
    </div>
  );
}
