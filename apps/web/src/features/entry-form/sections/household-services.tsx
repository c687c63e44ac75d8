import { MAX_SERVICE_SOURCES, type GetDiscountResponseItem, type GetWageResponse } from '@damages/contracts';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { AutofillField } from '../autofill/autofill-field.tsx';
import { GrowthRateField } from '../autofill/growth-rate-field.tsx';
import {
  canLookUpWage,
  DISCOUNT_ERROR,
  DISCOUNT_PATH,
  discountResult,
  servicesHorizon,
  WAGE_ERROR,
  WAGE_PATH,
  wageRequest,
  wageResult,
} from '../autofill/lookups.ts';
import { AutofillRefusal } from '../autofill/use-autofill.ts';
import { useWageOccupations, type WageOccupations } from '../autofill/use-wage-occupations.ts';
import { InputField } from '../fields/input-field.tsx';
import { SOURCE_COUNT_OPTIONS, WAGE_STATISTIC_OPTIONS } from '../fields/options.ts';
import { SelectField } from '../fields/select-field.tsx';
import { RemoveBlocksDialog } from '../fields/remove-blocks-dialog.tsx';
import { useCountSync } from '../fields/use-count-sync.ts';
import { expectedDateOfDeath } from '../model/default-to-date.ts';
import { blankServiceSource, type FormValues } from '../model/form-values.ts';
import { FIGURE_LABELS } from '../model/refresh-words.ts';

/** The household-services part of Documents Reviewed: rates and 1 to 10 sources. */
export function HouseholdServices() {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents.sourceInfomations' });
  const removeSources = useCountSync({
    countName: 'documents.numberOfSoucesForHouseholdServices',
    countLabel: 'Number of sources for household services',
    noun: { one: 'source', other: 'sources' },
    listName: 'documents.sourceInfomations',
    max: MAX_SERVICE_SOURCES,
    blank: blankServiceSource,
    append,
    remove,
  });
  const occupations = useWageOccupations();
  return (
    <div className="household-services">
      <hr />
      <h3 className="subsection-title">Household services</h3>
      <Row>
        <Col md={4}>
          <ServicesDiscountRate />
        </Col>
        <Col md={4}>
          <GrowthRateField
            name="plaintiff.servicesGrowthRate"
            provenanceName="plaintiff.provenance.servicesGrowthRate"
            label={FIGURE_LABELS.servicesGrowthRate}
            placeholder="e.g. 0.0188"
            series="cpiAll"
          />
        </Col>
        <Col md={4}>
          <SelectField
            name="documents.numberOfSoucesForHouseholdServices"
            label="Number of sources for household services"
            options={SOURCE_COUNT_OPTIONS}
          />
        </Col>
      </Row>
      {fields.map((field, index) => {
        const base = `documents.sourceInfomations.${index}` as const;
        return (
          <fieldset key={field.id} className="repeat-block">
            <legend className="h6">Household services source {index + 1}</legend>
            <Row>
              <Col md={8}>
                <InputField name={`${base}.name`} label="Source name" placeholder="e.g. Yard work" />
              </Col>
              <Col md={4}>
                <ServicesEndDate index={index} />
              </Col>
            </Row>
            <HourlyRateSource index={index} occupations={occupations} />
            <Row>
              <Col md={4}>
                <HourlyRate index={index} />
              </Col>
              <Col md={4}>
                <InputField name={`${base}.weeklyHours`} label="Weekly hours" type="number" placeholder="e.g. 10" />
              </Col>
              <Col md={4}>
                <InputField name={`${base}.numberOfWeeksInYear`} label="Number of weeks in year" type="number" placeholder="e.g. 52" />
              </Col>
            </Row>
            <Row>
              <Col md={4}>
                <InputField name={`${base}.startDate`} label="Start date (optional)" type="date" />
              </Col>
              <Col md={4}>
                <InputField name={`${base}.lossShare`} label="Share lost (optional)" type="number" placeholder="e.g. 0.5" />
              </Col>
            </Row>
          </fieldset>
        );
      })}
      <RemoveBlocksDialog {...removeSources} />
    </div>
  );
}

/**
 * A source's end date, with a one-click "through life expectancy": most sources run for the rest of
 * the person's life, and typing the expected date of death (the report date plus the first
 * life-expectancy scenario) by hand is where mistakes creep in.
 */
function ServicesEndDate({ index }: { index: number }) {
  const { control, setValue, formState } = useFormContext<FormValues>();
  const name = `documents.sourceInfomations.${index}.endDate` as const;
  const [dateOfReport, remainingLeYears] = useWatch({ control, name: ['case.dateOfReport', 'plaintiff.remainingLEYears.0.value'] });
  const expectedDeath = expectedDateOfDeath(dateOfReport, remainingLeYears ?? '');
  return (
    <>
      <InputField name={name} label="End date" type="date" className="mb-1" />
      {expectedDeath && (
        <Button
          variant="link"
          size="sm"
          className="p-0 mb-3"
          aria-label={`End date of source ${index + 1} through life expectancy (${expectedDeath})`}
          onClick={() => setValue(name, expectedDeath, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        >
          Through life expectancy ({expectedDeath})
        </Button>
      )}
    </>
  );
}

/** The OEWS occupation and statistic a source's hourly rate is looked up with. */
function HourlyRateSource({ index, occupations }: { index: number; occupations: WageOccupations }) {
  const base = `documents.sourceInfomations.${index}` as const;
  const options = occupations.list.map((o) => ({ value: o.occupation, label: `${o.title} (${o.occupation})` }));
  return (
    <Row>
      <Col md={8}>
        <SelectField
          name={`${base}.occupation`}
          label="Occupation (for the hourly rate)"
          options={options}
          placeholder="Choose an occupation…"
          className="mb-1"
        />
        {occupations.status === 'failed' && <Form.Text className="text-danger">The occupations could not be loaded.</Form.Text>}
      </Col>
      <Col md={4}>
        <SelectField
          name={`${base}.statistic`}
          label="Wage statistic"
          options={WAGE_STATISTIC_OPTIONS}
          placeholder={null}
          className="mb-1"
        />
      </Col>
    </Row>
  );
}

/**
 * A source's hourly rate: OEWS May 2024 for the chosen occupation, median or mean (methodology §4c),
 * brought to the dollars of the date of report, the rate's own dollars (methodology §6).
 */
function HourlyRate({ index }: { index: number }) {
  const { control } = useFormContext<FormValues>();
  const base = `documents.sourceInfomations.${index}` as const;
  const [occupation, statistic, dateOfReport] = useWatch({
    control,
    name: [`${base}.occupation`, `${base}.statistic`, 'case.dateOfReport'],
  });
  return (
    <AutofillField
      name={`${base}.hourlyRate`}
      provenanceName={`${base}.provenance.hourlyRate`}
      label={FIGURE_LABELS.hourlyRate}
      placeholder="e.g. 16.66"
      ready={canLookUpWage(occupation, dateOfReport)}
      failureMessage={WAGE_ERROR}
      lookUp={async () => {
        const request = wageRequest(occupation, statistic, dateOfReport);
        return wageResult(await postJson<GetWageResponse>(WAGE_PATH, request), request);
      }}
    />
  );
}

/** Services discount rate: Treasury yield from the report date over the first remaining-LE scenario. */
function ServicesDiscountRate() {
  const { control } = useFormContext<FormValues>();
  const [dateOfReport, remainingLeYears] = useWatch({ control, name: ['case.dateOfReport', 'plaintiff.remainingLEYears.0.value'] });
  const horizon = servicesHorizon(dateOfReport, remainingLeYears ?? '');
  return (
    <AutofillField
      name="plaintiff.servicesDiscountRate"
      provenanceName="plaintiff.provenance.servicesDiscountRate"
      label={FIGURE_LABELS.servicesDiscountRate}
      placeholder="e.g. 0.0373"
      ready={horizon !== undefined}
      failureMessage={DISCOUNT_ERROR}
      lookUp={async () => {
        if (!horizon) throw new AutofillRefusal(DISCOUNT_ERROR);
        return discountResult(await postJson<GetDiscountResponseItem[]>(DISCOUNT_PATH, [horizon]), horizon.id);
      }}
    />
  );
}
