import type { GetLifeResponse } from '@damages/contracts';
import { memo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { AutofillField } from '../autofill/autofill-field.tsx';
import { canLookUpLife, LIFE_ERROR, LIFE_PATH, lifeRequest, lifeResult } from '../autofill/lookups.ts';
import type { FieldName } from '../fields/field-status.ts';
import { ScenarioList } from '../fields/scenario-list.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import type { FormValues } from '../model/form-values.ts';
import { useVisibility } from '../model/use-visibility.ts';

/** Plaintiff Add'l Info: remaining life-expectancy years and retirement age, 1 to 3 scenarios each. */
export const PlaintiffAdditionalInfo = memo(function PlaintiffAdditionalInfo() {
  const shown = useVisibility();
  return (
    <SectionCard title="Plaintiff Add'l Info">
      <h3 className="subsection-title">Remaining life expectancy</h3>
      <ScenarioList
        name="plaintiff.remainingLEYears"
        label="Remaining LE Years"
        renderField={(_, name, label) => <LifeExpectancyScenario name={name} label={label} />}
      />
      {shown.retirementAge && (
        <>
          <hr />
          <h3 className="subsection-title">Retirement</h3>
          <ScenarioList name="plaintiff.retirementAge" label="Retirement age" placeholder="e.g. 67" />
        </>
      )}
    </SectionCard>
  );
});

/** One remaining-LE scenario, autofilled from the life tables for the plaintiff. */
function LifeExpectancyScenario({ name, label }: { name: FieldName; label: string }) {
  const { control } = useFormContext<FormValues>();
  const [dateOfReport, dateOfBirth, gender, race] = useWatch({
    control,
    name: ['case.dateOfReport', 'plaintiff.dateOfBirth', 'plaintiff.gender', 'plaintiff.race'],
  });
  const person = { dateOfBirth, gender, race };
  return (
    <AutofillField
      name={name}
      label={label}
      placeholder="e.g. 35.2"
      className="mb-2"
      ready={canLookUpLife(person, dateOfReport)}
      failureMessage={LIFE_ERROR}
      lookUp={async () => lifeResult(await postJson<GetLifeResponse>(LIFE_PATH, lifeRequest(person, dateOfReport)), 'life_expectancy')}
    />
  );
}
