import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_ECONOMISTS, economistsSettings, SERVICE_ROUTES, type Economist } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';

const schema = {
  summary: 'The economists a report can be signed by',
  description:
    'Public. Read from DATA_DIR/economists.json, which the firm edits (a list of {id: economist-1|economist-2, name, title, credentials}); neutral defaults when the file is absent or invalid.',
  tags: ['settings'],
  responses: { 200: { description: 'The economists', body: economistsSettings } },
} satisfies OperationDoc;

export interface EconomistsOptions {
  dataDir: string;
}

export default async function economists(app: FastifyInstance, { dataDir }: EconomistsOptions) {
  const file = path.join(dataDir, 'economists.json');

  // Read on every request (a few hundred bytes) so that an edit applies without a restart.
  app.get(SERVICE_ROUTES.economists.path, { config: { openapi: schema } }, async (request): Promise<Economist[]> => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return DEFAULT_ECONOMISTS;
    }
    try {
      const parsed = economistsSettings.safeParse(JSON.parse(text));
      if (parsed.success) return DEFAULT_ECONOMISTS.map((fallback) => parsed.data.find((e) => e.id === fallback.id) ?? fallback);
      request.log.warn({ file, issues: parsed.error.issues }, 'economists.json is invalid; serving the default economists');
    } catch (error) {
      request.log.warn({ file, error: String(error) }, 'economists.json is not valid JSON; serving the default economists');
    }
    return DEFAULT_ECONOMISTS;
  });
}
