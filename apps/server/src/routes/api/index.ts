import type { FastifyInstance } from 'fastify';
import type { DocumentedRoute } from '../../openapi/operation.ts';
import lossEarnings from './create-table/loss-earnings.ts';
import lossMedical from './create-table/loss-medical.ts';
import lossServices from './create-table/loss-services.ts';
import lossSupport from './create-table/loss-support.ts';
import getDiscount from './forensic/get-discount.ts';
import getGrowth from './forensic/get-growth.ts';
import getLife from './forensic/get-life.ts';
import getWage from './forensic/get-wage.ts';
import wageOccupations from './forensic/wage-occupations.ts';
import health from './health.ts';
import openapi from './openapi.ts';
import profiles from './profiles/profiles.ts';
import economists from './settings/economists.ts';
import { sessionGuard, type SessionGuardOptions } from './session-guard.ts';

/** Everything under `/api`: public service routes, then the calculation routes behind the session guard. */
export default async function api(app: FastifyInstance, options: SessionGuardOptions & { dataDir: string }) {
  const documented: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const doc = route.config?.openapi;
    // HEAD twins of GET routes are Fastify's, not part of the contract.
    if (doc && route.method !== 'HEAD') for (const method of [route.method].flat()) documented.push({ method, url: route.url, doc, sessionRequired: false });
  });

  await app.register(health);
  await app.register(openapi, { routes: documented });
  await app.register(economists, { dataDir: options.dataDir });

  // Economist profiles belong to an account, so they exist only where accounts do (not in the CLI).
  const accounts = app.accounts;
  if (options.requireSession && accounts) {
    await app.register(async function accountProfiles(scope) {
      scope.addHook('onRoute', (route) => {
        for (const entry of documented) if (entry.url === route.url) entry.sessionRequired = true;
      });
      await scope.register(profiles, { accounts });
    });
  }

  await app.register(async function calculations(calc) {
    calc.addHook('onRequest', sessionGuard(options));
    // Runs after the recording hook above, so the routes it just recorded are these.
    calc.addHook('onRoute', (route) => {
      for (const entry of documented) if (entry.url === route.url) entry.sessionRequired = options.requireSession;
    });
    await calc.register(lossEarnings);
    await calc.register(lossSupport);
    await calc.register(lossServices);
    await calc.register(lossMedical);
    await calc.register(getLife);
    await calc.register(getDiscount);
    await calc.register(getGrowth);
    await calc.register(wageOccupations);
    await calc.register(getWage);
  });
}
