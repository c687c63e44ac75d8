import type { GetGrowthResponse } from '@damages/contracts';
import { parseIsoDate, type GrowthSeries } from '@damages/engine';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import type { FieldName } from '../fields/field-status.ts';
import type { FormValues } from '../model/form-values.ts';
import { AutofillField } from './autofill-field.tsx';
import { GROWTH_ERROR, GROWTH_PATH, growthRequest, growthResult } from './lookups.ts';

export interface GrowthRateFieldProps {
  name: FieldName;
  provenanceName: FieldName;
  label: string;
  /** Beside the label (see InputField). */
  aside?: ReactNode;
  placeholder?: string;
  /** The shipped series the rate is the compound annual growth of (methodology §4b). */
  series: GrowthSeries;
  className?: string;
}

/** A growth rate with an Autofill from the shipped series, offered once the report date is set. */
export function GrowthRateField({ series, ...field }: GrowthRateFieldProps) {
  const { control } = useFormContext<FormValues>();
  const dateOfReport = useWatch({ control, name: 'case.dateOfReport' });
  return (
    <AutofillField
      {...field}
      ready={parseIsoDate(dateOfReport) !== undefined}
      failureMessage={GROWTH_ERROR}
      lookUp={async () => growthResult(await postJson<GetGrowthResponse>(GROWTH_PATH, growthRequest(series, dateOfReport)))}
    />
  );
}
