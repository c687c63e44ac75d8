import type { FastifyInstance } from 'fastify';
import type { DocumentedRoute } from '../../openapi/operation.ts';
import calculationRoutes, { type CalculationRoutesOptions } from './calculations.ts';
import caseCopies from './cases/case-copies.ts';
import caseKey from './case-key/case-key.ts';
import health from './health.ts';
import openapi from './openapi.ts';
import profiles from './profiles/profiles.ts';
import caseCopySetting from './settings/case-copy-setting.ts';
import economists from './settings/economists.ts';
import { accountRateLimit, sessionGuard, type SessionGuardOptions } from './session-guard.ts';

/** Everything under `/api`: public service routes, then the calculation routes behind the session guard. */
export default async function api(
  app: FastifyInstance,
  options: SessionGuardOptions & CalculationRoutesOptions & { dataDir: string; caseCopy: boolean },
) {
  const documented: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const doc = route.config?.openapi;
    // HEAD twins of GET routes are Fastify's, not part of the contract.
    if (doc && route.method !== 'HEAD')
      for (const method of [route.method].flat()) documented.push({ method, url: route.url, doc, sessionRequired: false });
  });

  await app.register(health);
  await app.register(openapi, { routes: documented });
  await app.register(economists, { dataDir: options.dataDir });

  // Economist profiles, case keys and case copies belong to an account, so they exist only where accounts do (not in the CLI).
  const accounts = options.requireSession ? app.accounts : undefined;
  // Off (CASE_COPY=off), the copies' routes are not served at all: a request for one is answered 404.
  const caseCopy = options.caseCopy && accounts !== undefined;
  await app.register(caseCopySetting, { enabled: caseCopy });
  if (accounts) {
    await app.register(async function accountProfiles(scope) {
      scope.addHook('onRoute', (route) => {
        for (const entry of documented) if (entry.url === route.url) entry.sessionRequired = true;
      });
      await scope.register(profiles, { accounts });
      await scope.register(caseKey, { accounts });
      if (caseCopy) await scope.register(caseCopies, { accounts });
    });
  }

  await app.register(async function calculations(calc) {
    calc.addHook('onRequest', sessionGuard(options));
    await calc.register(accountRateLimit, options);
    // Runs after the recording hook above, so the routes it just recorded are these.
    calc.addHook('onRoute', (route) => {
      for (const entry of documented) if (entry.url === route.url) entry.sessionRequired = options.requireSession;
    });
    // One route per entry of the contract's endpoint table.
    await calc.register(calculationRoutes, { calculationThreads: options.calculationThreads });
  });
}
