import {
  CASE_COPY_LIMITS,
  caseCopy,
  caseCopyConflict,
  caseCopyDeleteQuery,
  caseCopyList,
  caseCopyParams,
  caseCopySummary,
  caseCopyWrite,
  SERVICE_ROUTES,
  validationErrorBody,
  type CaseCopyConflict,
  type CaseCopySummary,
} from '@damages/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Accounts } from '../../../auth/accounts.ts';
import { CaseCopyStore, type CopyRefusal } from '../../../case-copies/case-copy-store.ts';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { validationErrorResponse } from '../../../openapi/response-schemas.ts';

const TAGS = ['cases'];
const NOT_FOUND = { description: 'No copy of this case in the signed-in account', body: validationErrorResponse };
const INVALID = { description: 'The id or the body is invalid; each issue names its field', body: validationErrorResponse };

// Room for the save's other fields around the largest ciphertext, so that the contract's limit answers 400 naming it.
const PUT_BODY_LIMIT = CASE_COPY_LIMITS.sealedDataChars + 64 * 1024;

const listDoc = {
  summary: "The server's copies of the signed-in account's saved cases",
  description:
    'Each copy’s form id, revision and time of the last save, newest first, without the sealed cases: a browser fetches those whose revision differs from the one it last saw.',
  tags: TAGS,
  responses: { 200: { description: 'The copies', body: caseCopyList } },
} satisfies OperationDoc;

const getDoc = {
  summary: "The server's copy of one saved case",
  description: 'The case as the browser sealed it, with its revision; only the account’s key opens it.',
  tags: TAGS,
  responses: { 200: { description: 'The copy', body: caseCopy }, 400: INVALID, 404: NOT_FOUND },
} satisfies OperationDoc;

const putDoc = {
  summary: 'Saves the copy of a case',
  description:
    `Taken while the server holds the revision the browser last saw (seenRevision; 0: none) and the save brings a higher one; ` +
    `with overwrite, whatever revision the server holds lower than the save's is replaced (the user chose to keep this version). ` +
    `The sealed case must be sealed for the signed-in account, its ciphertext at most ${CASE_COPY_LIMITS.sealedDataChars / (1024 * 1024)} MB of base64; ` +
    `an account keeps at most ${CASE_COPY_LIMITS.copies} cases.`,
  tags: TAGS,
  body: caseCopyWrite,
  responses: {
    200: { description: 'Replaced', body: caseCopySummary },
    201: { description: 'The first copy of the case', body: caseCopySummary },
    400: INVALID,
    409: {
      description:
        'The server holds another revision than the browser saw, or one at least as high as the save’s (currentRevision says which it holds; 0: none, deleted elsewhere); or the account keeps the most cases it may (no currentRevision)',
      body: caseCopyConflict,
    },
  },
} satisfies OperationDoc;

const deleteDoc = {
  summary: "Deletes the server's copy of a case",
  description: 'With ?seenRevision=n, only while the server holds that revision, so that a change saved elsewhere is not lost unseen.',
  tags: TAGS,
  responses: {
    204: { description: 'Deleted' },
    400: INVALID,
    404: NOT_FOUND,
    409: { description: 'The server holds another revision than seenRevision (currentRevision)', body: caseCopyConflict },
  },
} satisfies OperationDoc;

/** The words of a refused save or delete. */
function refusalBody(refusal: CopyRefusal): CaseCopyConflict {
  if (refusal.status === 'full') {
    const message = `An account keeps at most ${CASE_COPY_LIMITS.copies} cases on the server; delete one first.`;
    return { error: message, issues: [{ path: '', message }] };
  }
  const { field, currentRevision } = refusal;
  const message =
    field === 'revision'
      ? `The server holds revision ${currentRevision} of this case; a save must bring a higher revision.`
      : currentRevision === 0
        ? 'The server no longer holds this case: it was deleted since this browser last saw it.'
        : `The server holds revision ${currentRevision} of this case, which this browser has not seen.`;
  return { error: 'The case was changed elsewhere.', issues: [{ path: field, message }], currentRevision };
}

/**
 * /api/cases: the server's copies of the signed-in account's saved cases,
 * behind the accounts' session guard (which also names the account). Every
 * answer is scoped to that account; another account's copy is answered as not
 * found, and a case is kept only sealed for the account saving it.
 */
export default async function caseCopies(app: FastifyInstance, { accounts }: { accounts: Accounts }) {
  const store = new CaseCopyStore(accounts.database);
  app.addHook('onRequest', accounts.requireSession);
  // A browser must never answer a sync from its HTTP cache: what another computer saved would stay unseen.
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  const ownerOf = (request: FastifyRequest) => {
    // Failing closed: the guard sets the account on every request it lets through.
    if (!request.accountId) throw new Error('A case copy request passed the session guard without an account');
    return request.accountId;
  };

  const invalid = (reply: FastifyReply, error: z.ZodError, sentence: string) => reply.code(400).send(validationErrorBody(error, sentence));

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .send({ error: 'There is no copy of this case in this account.', issues: [{ path: 'id', message: 'No case with this id' }] });

  app.get(SERVICE_ROUTES.listCaseCopies.path, { config: { openapi: listDoc } }, async (request): Promise<CaseCopySummary[]> =>
    store.list(ownerOf(request)),
  );

  app.get(SERVICE_ROUTES.getCaseCopy.path, { config: { openapi: getDoc } }, async (request, reply) => {
    const params = caseCopyParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error, 'The case id is invalid.');
    const { id } = params.data;
    return (await store.get(ownerOf(request), id)) ?? notFound(reply);
  });

  app.put(SERVICE_ROUTES.putCaseCopy.path, { bodyLimit: PUT_BODY_LIMIT, config: { openapi: putDoc } }, async (request, reply) => {
    const params = caseCopyParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error, 'The case id is invalid.');
    const { id } = params.data;
    const owner = ownerOf(request);
    const parsed = caseCopyWrite.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error, 'The case copy is invalid.');
    // Sealed for another account, it would not open for this one (the owner is the cipher's additional data).
    if (parsed.data.sealed.owner !== owner) {
      const message = 'Owner must be the signed-in account: a case is kept only sealed for the account saving it';
      return reply.code(400).send({ error: 'The case copy is invalid.', issues: [{ path: 'sealed.owner', message }] });
    }
    const outcome = await store.put(owner, id, parsed.data);
    if (outcome.status === 'conflict' || outcome.status === 'full') return reply.code(409).send(refusalBody(outcome));
    return reply.code(outcome.status === 'created' ? 201 : 200).send(outcome.copy);
  });

  app.delete(SERVICE_ROUTES.deleteCaseCopy.path, { config: { openapi: deleteDoc } }, async (request, reply) => {
    const params = caseCopyParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error, 'The case id is invalid.');
    const { id } = params.data;
    const query = caseCopyDeleteQuery.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error, 'The seen revision is invalid.');
    const outcome = await store.delete(ownerOf(request), id, query.data.seenRevision);
    if (outcome.status === 'not-found') return notFound(reply);
    if (outcome.status === 'conflict') return reply.code(409).send(refusalBody(outcome));
    return reply.code(204).send();
  });
}
