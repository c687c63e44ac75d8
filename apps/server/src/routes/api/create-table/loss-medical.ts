import { medicalResponseJson } from '@damages/contracts';
import { futureMedicalExpenses } from '@damages/engine';
import { WrittenJson, type EndpointHandlers } from '../endpoint-route.ts';

/** Future medical expenses (methodology §8); past medical expenses have no table. */
export const lossMedicalRoutes = {
  lossMedicalFuture: { answer: (input) => new WrittenJson(medicalResponseJson(futureMedicalExpenses(input))) },
} satisfies Partial<EndpointHandlers>;
