import { caseKeyResponse, SERVICE_ROUTES, type CaseKeyResponse } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../../auth/accounts.ts';
import { CaseKeyStore } from '../../../case-keys/case-key-store.ts';
import type { OperationDoc } from '../../../openapi/operation.ts';

const keyDoc = {
  summary: "The signed-in account's key for the cases saved in its browsers",
  description:
    'The browser seals each saved case with this AES-256-GCM key and keeps the key in memory only, so that after sign-out nothing readable remains in local storage. One key per account, made on the first request; never cached.',
  tags: ['cases'],
  responses: { 200: { description: 'The key', body: caseKeyResponse } },
} satisfies OperationDoc;

/** /api/case-key, behind the accounts' session guard: only the account's own key, to its own session. */
export default async function caseKey(app: FastifyInstance, { accounts }: { accounts: Accounts }) {
  const store = new CaseKeyStore(accounts.database);
  app.addHook('onRequest', accounts.requireSession);

  app.get(SERVICE_ROUTES.caseKey.path, { config: { openapi: keyDoc } }, async (request, reply): Promise<CaseKeyResponse> => {
    // Failing closed: the guard sets the account on every request it lets through.
    if (!request.accountId) throw new Error('A case-key request passed the session guard without an account');
    void reply.header('cache-control', 'no-store');
    return { owner: request.accountId, key: await store.keyOf(request.accountId) };
  });
}
