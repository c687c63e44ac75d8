import { formDataRecord, LOSS_TYPES_BY_CASE, type FormDataRecord } from '@damages/contracts';
import type { z } from 'zod';
import {
  blankFormValues,
  blankScenario,
  type FormValues,
  type LifeExpectancyValue,
  type ScenarioValue,
  type YesNo,
} from './form-values.ts';
import { decodeValuation, encodeValuation } from './valuation.ts';
import { growthAndConsumptionRecord, growthAndConsumptionValues } from './growth-and-consumption.ts';
import { forumRecord, forumValue } from './forum-values.ts';
import { interestRecordOf, interestValuesFromRecord, pastLossesOf } from './interest.ts';
import { visibilityOf } from './visibility.ts';
import { asksRetirementAge, worklifeRecordOf, worklifeValuesOf } from './worklife-codec.ts';

/**
 * The one codec between what the form holds (text, spec §2) and the saved
 * record's `formData` (numbers and option ids, spec §3). `decodeFormValues`
 * keeps only what the chosen case and loss types use, trims text, drops blank
 * document names, and has the contract's record schema type the result, so no
 * field is asserted into its type; `encodeFormValues` gives the text back for
 * editing at /form/{formId}. encode(decode(values)) is the values normalised,
 * and decode(encode(data)) is data (see the round-trip tests).
 *
 * Adding a field: add it to FormValues (and its blank), to the contract's
 * formDataRecord, and to both functions below, side by side.
 */

const toNumber = (text: string) => Number(text.trim());
const numbers = (list: readonly ScenarioValue[]) => list.map((item) => toNumber(item.value));
const filledIn = (text: string) => text.trim() !== '';
/** Trimmed text, or undefined when blank (an optional text field is not saved blank, nor one a draft kept before it existed). */
const given = (text: string | undefined) => (text !== undefined && filledIn(text) ? text.trim() : undefined);

/** An object without its undefined entries; undefined when nothing is left (an empty provenance is not saved). */
function compact<T extends object>(entries: T): Partial<T> | undefined {
  const kept = Object.entries(entries).filter(([, value]) => value !== undefined);
  return kept.length > 0 ? (Object.fromEntries(kept) as Partial<T>) : undefined;
}

/** `{ key: value }` when value is defined, else nothing: spreads an optional key without writing `key: undefined`. */
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** The record as plain data, before the contract's schema types it. */
function recordOf(values: FormValues) {
  const { plaintiff, house, wife, documents, medical } = values;
  const shown = visibilityOf({
    caseType: values.case.type,
    selected: values.case.typeSelectedValues,
    hasWife: house.hasWife,
    hasChildren: house.hasChildren,
    earningsBasis: plaintiff.earningsBasis,
  });
  const childList = shown.children ? values.children.list : [];
  return {
    case: {
      dateOfInjuryOrDeath: values.case.dateOfInjuryOrDeath,
      dateOfReport: values.case.dateOfReport,
      dateOfTrial: values.case.dateOfTrial,
      economist: values.case.economist,
      // The snapshot belongs to the chosen profile only; a firm economist (economist-1/2) has none.
      ...optional(
        'economistProfile',
        values.case.economistProfile?.id === values.case.economist ? values.case.economistProfile : undefined,
      ),
      retainingAttorneyOrFirm: values.case.retainingAttorneyOrFirm.trim(),
      ...optional('caseName', given(values.case.caseName)),
      ...optional('court', given(values.case.court)),
      ...optional('docketNumber', given(values.case.docketNumber)),
      ...optional('attorneyName', given(values.case.attorneyName)),
      ...optional('attorneyFirm', given(values.case.attorneyFirm)),
      ...optional('attorneyAddress', given(values.case.attorneyAddress)),
      ...forumRecord(values.case),
      type: values.case.type,
      typeSelectedValues: shown.lossTypes,
    },
    documents: {
      sourceNames: documents.sourceNames.map((item) => item.value.trim()).filter((name) => name !== ''),
      sourceInfomations: shown.services
        ? documents.sourceInfomations.map((source) => ({
            name: source.name.trim(),
            hourlyRate: toNumber(source.hourlyRate),
            weeklyHours: toNumber(source.weeklyHours),
            numberOfWeeksInYear: toNumber(source.numberOfWeeksInYear),
            endDate: source.endDate,
            ...optional('startDate', given(source.startDate)),
            ...optional('lossShare', given(source.lossShare) === undefined ? undefined : toNumber(source.lossShare ?? '')),
            // The choice is saved where the rate's provenance does not already say it (a typed rate).
            ...(source.occupation &&
            (source.occupation !== source.provenance.hourlyRate?.occupation || source.statistic !== source.provenance.hourlyRate?.statistic)
              ? { occupation: source.occupation, statistic: source.statistic }
              : {}),
            ...optional('provenance', compact({ hourlyRate: source.provenance.hourlyRate })),
          }))
        : [],
      numberOfReviewed: toNumber(documents.numberOfReviewed),
      numberOfSoucesForHouseholdServices: shown.services ? toNumber(documents.numberOfSoucesForHouseholdServices) : 0,
    },
    plaintiff: {
      name: plaintiff.name.trim(),
      gender: plaintiff.gender,
      race: plaintiff.race,
      education: plaintiff.education,
      dateOfBirth: plaintiff.dateOfBirth,
      ...optional('occupation', given(plaintiff.occupation)),
      ...optional('employer', given(plaintiff.employer)),
      annualIncome: shown.income ? numbers(plaintiff.annualIncome) : [],
      ...(shown.tax
        ? {
            annualAdjustments: toNumber(plaintiff.annualAdjustments),
            annualDeductions: toNumber(plaintiff.annualDeductions),
            marginalTaxRate: toNumber(plaintiff.marginalTaxRate),
          }
        : {}),
      ...(shown.income
        ? { wagesDiscountRate: toNumber(plaintiff.wagesDiscountRate), wagesGrowthRate: toNumber(plaintiff.wagesGrowthRate) }
        : {}),
      ...(shown.benefitsRate ? { benefitsRate: toNumber(plaintiff.benefitsRate) } : {}),
      ...(shown.services
        ? { servicesDiscountRate: toNumber(plaintiff.servicesDiscountRate), servicesGrowthRate: toNumber(plaintiff.servicesGrowthRate) }
        : {}),
      ...(shown.burialCost ? { burialCost: toNumber(plaintiff.burialCost) } : {}),
      remainingLEYears: numbers(plaintiff.remainingLEYears),
      retirementAge: shown.retirementAge && asksRetirementAge(values.worklife) ? numbers(plaintiff.retirementAge) : [],
      ...(shown.earningsOptions
        ? {
            ...optional('residualEarnings', filledIn(plaintiff.residualEarnings) ? toNumber(plaintiff.residualEarnings) : undefined),
            ...optional('residualStartDate', filledIn(plaintiff.residualStartDate) ? plaintiff.residualStartDate.trim() : undefined),
            earningsBasis: plaintiff.earningsBasis,
          }
        : {}),
      lifeTable: plaintiff.lifeTable,
      ...optional(
        'provenance',
        compact({
          remainingLEYears: plaintiff.remainingLEYears.some((item) => item.provenance)
            ? plaintiff.remainingLEYears.map((item) => item.provenance ?? null)
            : undefined,
          tableLEYears: plaintiff.remainingLEYears.some((item) => item.tableYears !== undefined)
            ? plaintiff.remainingLEYears.map((item) => item.tableYears ?? null)
            : undefined,
          ...(shown.income
            ? { wagesDiscountRate: plaintiff.provenance.wagesDiscountRate, wagesGrowthRate: plaintiff.provenance.wagesGrowthRate }
            : {}),
          ...(shown.services
            ? {
                servicesDiscountRate: plaintiff.provenance.servicesDiscountRate,
                servicesGrowthRate: plaintiff.provenance.servicesGrowthRate,
              }
            : {}),
        }),
      ),
    },
    childrens: childList.map((child) => ({ name: child.name.trim(), dateOfBirth: child.dateOfBirth, gender: child.gender })),
    ...(shown.house
      ? {
          house: {
            hasChildren: house.hasChildren === 'true',
            hasSpouse: house.hasWife === 'true',
            holdIncome: toNumber(house.holdIncome),
            holdSize: toNumber(house.holdSize),
            numberOfChildrens: childList.length,
            ...(shown.consumptionBase ? { consumptionBase: house.consumptionBase } : {}),
          },
        }
      : {}),
    ...(shown.spouse
      ? {
          spouse: {
            name: wife.name.trim(),
            dateOfBirth: wife.dateOfBirth,
            gender: wife.gender,
            race: wife.race,
            education: wife.education,
            retirementAge: toNumber(wife.retirementAge),
            remainingLEYears: toNumber(wife.remainingLEYears),
            lifeTable: wife.lifeTable,
            ...optional('provenance', compact({ remainingLEYears: wife.provenance.remainingLEYears, tableLEYears: wife.tableLEYears })),
          },
        }
      : {}),
    ...(shown.medical
      ? {
          medical: {
            data: shown.medicalFuture
              ? medical.data.map((modality) => ({
                  scenarios: modality.scenarios.map((s) => ({
                    type: s.type,
                    category: s.category.trim(),
                    modality: s.modality.trim(),
                    from: s.from,
                    to: s.to,
                    annualCost: toNumber(s.annualCost),
                    growthRate: toNumber(s.growthRate),
                    discountRate: toNumber(s.discountRate),
                    frequency: s.frequency,
                    ...(s.frequency === 'everyYears' ? { everyYears: toNumber(s.everyYears) } : {}),
                    ...optional('provenance', compact({ growthRate: s.provenance.growthRate, discountRate: s.provenance.discountRate })),
                  })),
                  ...(modality.replacesHouseholdServices ? { replacesHouseholdServices: true } : {}),
                }))
              : [],
            ...(shown.medicalFuture ? { reportDate: medical.reportDate, reportTitle: medical.reportTitle.trim() } : {}),
            ...(shown.medicalPast ? { totalPastMedicalExpenses: toNumber(medical.totalPastMedicalExpenses) } : {}),
          },
        }
      : {}),
    ...decodeValuation(values.valuation, shown),
    ...growthAndConsumptionRecord(values, shown),
    ...worklifeRecordOf(values.worklife, shown.retirementAge),
    ...interestRecordOf(values, pastLossesOf(shown, values.case.type)),
    ...optional('supplements', values.supplements),
  };
}

/**
 * Form values that passed the form's rules → the saved `formData`. The contract's
 * schema checks and types the result; the issues it finds (none, after the
 * form's rules) are returned instead of a record.
 */
export function decodeFormValues(values: FormValues): z.ZodSafeParseResult<FormDataRecord> {
  return formDataRecord.safeParse(recordOf(values));
}

const text = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : String(value));
const scenarios = (list: readonly number[] | undefined): ScenarioValue[] =>
  list && list.length > 0 ? list.map((value) => ({ value: String(value) })) : [blankScenario()];
const lifeExpectancies = (
  list: readonly number[],
  provenance: readonly (LifeExpectancyValue['provenance'] | null)[] | undefined,
  tableYears: readonly (number | null)[] | undefined,
): LifeExpectancyValue[] =>
  scenarios(list).map((item, i) => ({
    ...item,
    ...optional('provenance', provenance?.[i] ?? undefined),
    ...optional('tableYears', tableYears?.[i] ?? undefined),
  }));
const yesNo = (flag: boolean | undefined): YesNo => (flag === undefined ? '' : flag ? 'true' : 'false');

/** A saved `formData` → the form's values: every field, and every list in its saved order. */
export function encodeFormValues(data: FormDataRecord): FormValues {
  const blank = blankFormValues();
  const { plaintiff, documents, house, spouse, medical } = data;
  const offered = LOSS_TYPES_BY_CASE[data.case.type];
  const selected = data.case.typeSelectedValues.filter((type) => offered.includes(type));
  const sourceNames = documents.sourceNames.map((value) => ({ value }));
  while (sourceNames.length < documents.numberOfReviewed) sourceNames.push({ value: '' });
  const medicalFuture = visibilityOf({ caseType: data.case.type, selected, hasWife: '', hasChildren: '' }).medicalFuture;
  return {
    case: {
      economist: data.case.economist,
      ...optional('economistProfile', data.case.economistProfile),
      dateOfReport: data.case.dateOfReport,
      dateOfTrial: data.case.dateOfTrial,
      dateOfInjuryOrDeath: data.case.dateOfInjuryOrDeath,
      retainingAttorneyOrFirm: data.case.retainingAttorneyOrFirm,
      caseName: data.case.caseName ?? '',
      court: data.case.court ?? '',
      docketNumber: data.case.docketNumber ?? '',
      attorneyName: data.case.attorneyName ?? '',
      attorneyFirm: data.case.attorneyFirm ?? '',
      attorneyAddress: data.case.attorneyAddress ?? '',
      type: data.case.type,
      typeSelectedValues: selected,
      forum: forumValue(data.case),
    },
    house: house
      ? {
          holdSize: text(house.holdSize),
          holdIncome: text(house.holdIncome),
          hasWife: yesNo(house.hasSpouse),
          hasChildren: yesNo(house.hasChildren),
          consumptionBase: house.consumptionBase ?? blank.house.consumptionBase,
        }
      : blank.house,
    plaintiff: {
      name: plaintiff.name,
      dateOfBirth: plaintiff.dateOfBirth,
      gender: plaintiff.gender,
      race: plaintiff.race,
      education: plaintiff.education,
      occupation: plaintiff.occupation ?? '',
      employer: plaintiff.employer ?? '',
      lifeTable: plaintiff.lifeTable ?? blank.plaintiff.lifeTable,
      remainingLEYears: lifeExpectancies(
        plaintiff.remainingLEYears,
        plaintiff.provenance?.remainingLEYears,
        plaintiff.provenance?.tableLEYears,
      ),
      retirementAge: scenarios(plaintiff.retirementAge),
      annualIncome: scenarios(plaintiff.annualIncome),
      residualEarnings: text(plaintiff.residualEarnings),
      residualStartDate: plaintiff.residualStartDate ?? '',
      earningsBasis: plaintiff.earningsBasis ?? blank.plaintiff.earningsBasis,
      marginalTaxRate: text(plaintiff.marginalTaxRate),
      annualDeductions: text(plaintiff.annualDeductions),
      annualAdjustments: text(plaintiff.annualAdjustments),
      wagesDiscountRate: text(plaintiff.wagesDiscountRate),
      wagesGrowthRate: text(plaintiff.wagesGrowthRate),
      benefitsRate: text(plaintiff.benefitsRate),
      servicesDiscountRate: text(plaintiff.servicesDiscountRate),
      servicesGrowthRate: text(plaintiff.servicesGrowthRate),
      burialCost: text(plaintiff.burialCost),
      provenance: {
        ...optional('wagesDiscountRate', plaintiff.provenance?.wagesDiscountRate),
        ...optional('wagesGrowthRate', plaintiff.provenance?.wagesGrowthRate),
        ...optional('servicesDiscountRate', plaintiff.provenance?.servicesDiscountRate),
        ...optional('servicesGrowthRate', plaintiff.provenance?.servicesGrowthRate),
      },
    },
    wife: spouse
      ? {
          name: spouse.name,
          dateOfBirth: spouse.dateOfBirth,
          gender: spouse.gender,
          race: spouse.race,
          education: spouse.education,
          retirementAge: text(spouse.retirementAge),
          remainingLEYears: text(spouse.remainingLEYears),
          lifeTable: spouse.lifeTable ?? blank.wife.lifeTable,
          provenance: { ...optional('remainingLEYears', spouse.provenance?.remainingLEYears) },
          ...optional('tableLEYears', spouse.provenance?.tableLEYears),
        }
      : blank.wife,
    children: {
      amount: data.childrens.length > 0 ? String(data.childrens.length) : '',
      list: data.childrens.map((child) => ({ name: child.name, dateOfBirth: child.dateOfBirth, gender: child.gender })),
    },
    documents: {
      numberOfReviewed: text(documents.numberOfReviewed),
      sourceNames,
      numberOfSoucesForHouseholdServices: documents.sourceInfomations.length > 0 ? String(documents.sourceInfomations.length) : '',
      sourceInfomations: documents.sourceInfomations.map((source) => ({
        name: source.name,
        hourlyRate: text(source.hourlyRate),
        weeklyHours: text(source.weeklyHours),
        numberOfWeeksInYear: text(source.numberOfWeeksInYear),
        endDate: source.endDate,
        startDate: source.startDate ?? '',
        lossShare: text(source.lossShare),
        occupation: source.occupation ?? source.provenance?.hourlyRate?.occupation ?? '',
        statistic: source.statistic ?? source.provenance?.hourlyRate?.statistic ?? 'median',
        provenance: { ...optional('hourlyRate', source.provenance?.hourlyRate) },
      })),
    },
    medical: medical
      ? {
          numberOfModalities: medicalFuture ? String(medical.data.length) : '',
          reportTitle: medical.reportTitle ?? '',
          reportDate: medical.reportDate ?? '',
          totalPastMedicalExpenses: text(medical.totalPastMedicalExpenses),
          data: medical.data.map((modality) => ({
            scenarios: modality.scenarios.map((s) => ({
              type: s.type,
              category: s.category,
              modality: s.modality,
              from: s.from,
              to: s.to,
              annualCost: text(s.annualCost),
              growthRate: text(s.growthRate),
              discountRate: text(s.discountRate),
              frequency: s.frequency ?? 'annual',
              everyYears: text(s.everyYears ?? undefined),
              provenance: { ...optional('growthRate', s.provenance?.growthRate), ...optional('discountRate', s.provenance?.discountRate) },
            })),
            ...(modality.replacesHouseholdServices ? { replacesHouseholdServices: true } : {}),
          })),
        }
      : blank.medical,
    valuation: encodeValuation(data.valuation),
    ...growthAndConsumptionValues(data),
    worklife: worklifeValuesOf(data),
    interest: interestValuesFromRecord(data),
    ...optional('supplements', data.supplements),
  };
}
