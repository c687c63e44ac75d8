import { ENDPOINT_NAMES, ENDPOINTS } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import { lossEarningsRoutes } from './create-table/loss-earnings.ts';
import { lossMedicalRoutes } from './create-table/loss-medical.ts';
import { lossServicesRoutes } from './create-table/loss-services.ts';
import { lossSupportRoutes } from './create-table/loss-support.ts';
import { registerEndpoint, type EndpointHandlers } from './endpoint-route.ts';
import { getDiscountRoute } from './forensic/get-discount.ts';
import { getGrowthRoute } from './forensic/get-growth.ts';
import { getLifeRoute } from './forensic/get-life.ts';
import { getWageRoute } from './forensic/get-wage.ts';
import { wageOccupationsRoute } from './forensic/wage-occupations.ts';

const HANDLERS: EndpointHandlers = {
  ...lossEarningsRoutes,
  ...lossSupportRoutes,
  ...lossServicesRoutes,
  ...lossMedicalRoutes,
  ...getLifeRoute,
  ...getDiscountRoute,
  ...getGrowthRoute,
  ...wageOccupationsRoute,
  ...getWageRoute,
};

/** Every entry of the contract's endpoint table, in its order, as a route of this server. */
export default async function calculations(app: FastifyInstance) {
  for (const name of ENDPOINT_NAMES) registerEndpoint(app, ENDPOINTS[name], HANDLERS[name]);
}
