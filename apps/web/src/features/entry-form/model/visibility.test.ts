import type { LossType } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { visibilityOf, type VisibilityInput } from './visibility.ts';

const base: VisibilityInput = { caseType: 'personalInjury', selected: [], hasWife: '', hasChildren: '' };
const shown = (selected: LossType[], extra: Partial<VisibilityInput> = {}) => visibilityOf({ ...base, selected, ...extra });

describe('visibilityOf', () => {
  it('shows nothing optional before a case type is chosen', () => {
    const v = visibilityOf({ ...base, caseType: '', selected: ['lossOfEarningsPast'] });
    expect(v).toMatchObject({ lossTypes: [], house: false, income: false, services: false, medical: false, burialCost: false });
  });

  it('shows House Information, retirement age and income for earnings, with the benefits rate', () => {
    expect(shown(['lossOfEarningsFuture'])).toMatchObject({ house: true, retirementAge: true, income: true, benefitsRate: true });
  });

  it('shows House Information and income for support, without the benefits rate, and burial cost for wrongful death', () => {
    expect(shown(['supportLossPast'], { caseType: 'wrongfulDeath' })).toMatchObject({
      house: true,
      income: true,
      benefitsRate: false,
      burialCost: true,
    });
  });

  it('ignores loss types the chosen case type does not offer', () => {
    expect(shown(['supportLossPast', 'householdServicesWdP']).lossTypes).toEqual(['householdServicesWdP']);
    expect(shown(['supportLossPast']).house).toBe(false);
  });

  it('shows the services part for either household-services type', () => {
    expect(shown(['householdServicesWdP']).services).toBe(true);
    expect(shown(['householdServicesWdF']).services).toBe(true);
    expect(shown(['householdServicesWdF']).house).toBe(false);
  });

  it('shows the medical block for past or future medical, and which of its parts', () => {
    expect(shown(['medicalExpensesPast'])).toMatchObject({ medical: true, medicalPast: true, medicalFuture: false });
    expect(shown(['medicalExpensesFuture'])).toMatchObject({ medical: true, medicalPast: false, medicalFuture: true });
  });

  it('asks for the spouse and the children only when loss of support uses them, and only on a yes', () => {
    const wrongfulDeath = { caseType: 'wrongfulDeath' as const, hasWife: 'true' as const, hasChildren: 'true' as const };
    expect(shown(['supportLossFuture'], wrongfulDeath)).toMatchObject({ spouse: true, children: true });
    expect(shown(['supportLossPast'], { ...wrongfulDeath, hasChildren: 'false' })).toMatchObject({ spouse: true, children: false });
    expect(shown(['householdServicesWdF'], wrongfulDeath)).toMatchObject({ spouse: false, children: false });
  });

  it('keeps the household yes/no answers of an earnings case but asks for no spouse or child details', () => {
    expect(shown(['lossOfEarningsPast', 'householdServicesWdF'], { hasWife: 'true', hasChildren: 'true' })).toMatchObject({
      house: true,
      spouse: false,
      children: false,
    });
  });

  it('keeps loss types in the case type order', () => {
    expect(shown(['medicalExpensesFuture', 'lossOfEarningsPast']).lossTypes).toEqual(['lossOfEarningsPast', 'medicalExpensesFuture']);
  });
});
