import { wageOccupations } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';

/** The occupations get_wage knows, in SOC-code order (methodology §4c); a GET with no body. */
export const wageOccupationsRoute = {
  wageOccupations: { answer: () => wageOccupations() },
} satisfies Partial<EndpointHandlers>;
