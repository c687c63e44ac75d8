import { MAX_SERVICE_SOURCES, type GetDiscountResponseItem } from '@damages/contracts';
import { Col, Row } from 'react-bootstrap';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { AutofillField } from '../autofill/autofill-field.tsx';
import { DISCOUNT_ERROR, DISCOUNT_PATH, discountResult, servicesHorizon } from '../autofill/lookups.ts';
import { AutofillRefusal } from '../autofill/use-autofill.ts';
import { InputField } from '../fields/input-field.tsx';
import { SOURCE_COUNT_OPTIONS } from '../fields/options.ts';
import { SelectField } from '../fields/select-field.tsx';
import { useCountSync } from '../fields/use-count-sync.ts';
import { blankServiceSource, type FormValues } from '../model/form-values.ts';

/** The household-services part of Documents Reviewed: rates and 1 to 10 sources. */
export function HouseholdServices() {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents.sourceInfomations' });
  useCountSync({
    countName: 'documents.numberOfSoucesForHouseholdServices',
    listName: 'documents.sourceInfomations',
    max: MAX_SERVICE_SOURCES,
    blank: blankServiceSource,
    append,
    remove,
  });
  return (
    <div className="household-services">
      <hr />
      <h3 className="subsection-title">Household services</h3>
      <Row>
        <Col md={4}>
          <ServicesDiscountRate />
        </Col>
        <Col md={4}>
          <InputField name="plaintiff.servicesGrowthRate" label="Services growth rate" type="number" placeholder="e.g. 0.0188" />
        </Col>
        <Col md={4}>
          <SelectField name="documents.numberOfSoucesForHouseholdServices" label="Number of sources for household services" options={SOURCE_COUNT_OPTIONS} />
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
                <InputField name={`${base}.endDate`} label="End date" type="date" />
              </Col>
            </Row>
            <Row>
              <Col md={4}>
                <InputField name={`${base}.hourlyRate`} label="Hourly rate" type="number" placeholder="e.g. 16.66" />
              </Col>
              <Col md={4}>
                <InputField name={`${base}.weeklyHours`} label="Weekly hours" type="number" placeholder="e.g. 10" />
              </Col>
              <Col md={4}>
                <InputField name={`${base}.numberOfWeeksInYear`} label="Number of weeks in year" type="number" placeholder="e.g. 52" />
              </Col>
            </Row>
          </fieldset>
        );
      })}
    </div>
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
      label="Services discount rate"
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
