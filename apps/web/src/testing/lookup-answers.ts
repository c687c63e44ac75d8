import { apiPath, discountAnswer, ENDPOINTS, growthAnswer, lifeAnswer, wageAnswer } from '@damages/contracts';

/**
 * What the service answers to the Autofills' lookups (life table, Treasury curve, growth series,
 * OEWS wage), from the body the form posted: parsed by the endpoint's request schema and looked up
 * in the shipped data by the engine, with the answers the server's forensic routes give. A form test's mocked fetch
 * answers with it, so a looked-up figure in a test is the figure the app would show.
 */
const LOOKUPS: Record<string, (body: unknown) => unknown> = {
  [apiPath(ENDPOINTS.getLife)]: (body) => lifeAnswer(ENDPOINTS.getLife.request.parse(body)),
  [apiPath(ENDPOINTS.getDiscount)]: (body) => discountAnswer(ENDPOINTS.getDiscount.request.parse(body)),
  [apiPath(ENDPOINTS.getGrowth)]: (body) => growthAnswer(ENDPOINTS.getGrowth.request.parse(body)),
  [apiPath(ENDPOINTS.getWage)]: (body) => wageAnswer(ENDPOINTS.getWage.request.parse(body)),
};

/** The answer to a lookup at `path` (`/api/forensic/...`); a path that is no lookup, or a body its schema refuses, throws. */
export function lookupAnswer(path: string, body: unknown): unknown {
  const answer = LOOKUPS[path];
  if (!answer) throw new Error(`No lookup answers at ${path}`);
  return answer(body);
}
