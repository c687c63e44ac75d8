import { caseCopySetting, SERVICE_ROUTES, type CaseCopySetting } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';

const schema = {
  summary: 'Whether the server keeps a copy of each saved case',
  description:
    'Public. False when the firm keeps cases in the browser only (CASE_COPY=off; /api/cases then answers 404), and where there are no accounts.',
  tags: ['settings'],
  responses: { 200: { description: 'The setting', body: caseCopySetting } },
} satisfies OperationDoc;

/** GET /api/settings/case-copy: tells the web whether to keep the server's copies of the cases it saves. */
export default async function caseCopySettingRoute(app: FastifyInstance, { enabled }: CaseCopySetting) {
  app.get(SERVICE_ROUTES.caseCopySetting.path, { config: { openapi: schema } }, async (): Promise<CaseCopySetting> => ({ enabled }));
}
