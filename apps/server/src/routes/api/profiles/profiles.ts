import {
  economistProfile,
  economistProfileFields,
  economistProfileList,
  PROFILE_LIMITS,
  SERVICE_ROUTES,
  validationErrorBody,
  type EconomistProfile,
} from '@damages/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Accounts } from '../../../auth/accounts.ts';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { validationErrorResponse } from '../../../openapi/response-schemas.ts';
import { ProfileStore } from '../../../profiles/profile-store.ts';

const TAGS = ['profiles'];
const NOT_FOUND = { description: 'No profile with this id in the signed-in account', body: validationErrorResponse };
const INVALID = { description: 'The body is invalid; each issue names its field', body: validationErrorResponse };

const listDoc = {
  summary: "The signed-in account's economist profiles",
  description: "The account's own profile first (made from the account's name on the first visit), then its colleagues by name.",
  tags: TAGS,
  responses: { 200: { description: 'The profiles', body: economistProfileList } },
} satisfies OperationDoc;

const createDoc = {
  summary: "Adds a colleague's profile to the account",
  description: `Only fullName is required. Fees are dollars per hour (a number or text such as "450.00"); the signature is a PNG or JPEG data URL of at most ${PROFILE_LIMITS.signatureBytes / 1024} KB. An account keeps at most ${PROFILE_LIMITS.colleagues} colleagues.`,
  tags: TAGS,
  body: economistProfileFields,
  responses: {
    201: { description: 'The new profile', body: economistProfile },
    400: INVALID,
    409: { description: 'The account already keeps the most colleagues it may', body: validationErrorResponse },
  },
} satisfies OperationDoc;

const getDoc = {
  summary: 'One economist profile of the account',
  tags: TAGS,
  responses: { 200: { description: 'The profile', body: economistProfile }, 404: NOT_FOUND },
} satisfies OperationDoc;

const updateDoc = {
  summary: 'Replaces a profile’s fields',
  description: 'The whole profile is sent; a field left out is cleared (fullName is required).',
  tags: TAGS,
  body: economistProfileFields,
  responses: { 200: { description: 'The saved profile', body: economistProfile }, 400: INVALID, 404: NOT_FOUND },
} satisfies OperationDoc;

const deleteDoc = {
  summary: "Deletes a colleague's profile",
  tags: TAGS,
  responses: {
    204: { description: 'Deleted' },
    404: NOT_FOUND,
    409: { description: "The account's own profile, which cannot be deleted", body: validationErrorResponse },
  },
} satisfies OperationDoc;

const idParams = z.object({ id: z.string() });

export interface ProfilesOptions {
  accounts: Accounts;
}

/**
 * /api/profiles: the signed-in account's economist profiles, behind the
 * accounts' session guard (which also names the account). Every answer is
 * scoped to that account; another account's profile is answered as not found.
 */
export default async function profiles(app: FastifyInstance, { accounts }: ProfilesOptions) {
  const store = new ProfileStore(accounts.database);
  app.addHook('onRequest', accounts.requireSession);

  const ownerOf = (request: FastifyRequest) => {
    // Failing closed: the guard sets the account on every request it lets through.
    if (!request.accountId) throw new Error('A profile request passed the session guard without an account');
    return request.accountId;
  };

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .send({ error: 'There is no such profile in this account.', issues: [{ path: 'id', message: 'No profile with this id' }] });

  app.get(SERVICE_ROUTES.listProfiles.path, { config: { openapi: listDoc } }, async (request): Promise<EconomistProfile[]> =>
    store.list(ownerOf(request)),
  );

  app.post(SERVICE_ROUTES.createProfile.path, { config: { openapi: createDoc } }, async (request, reply) => {
    const parsed = economistProfileFields.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error, 'The profile is invalid.'));
    const created = await store.createColleague(ownerOf(request), parsed.data);
    if (!created) {
      const message = `An account keeps at most ${PROFILE_LIMITS.colleagues} colleagues; delete one first.`;
      return reply.code(409).send({ error: message, issues: [{ path: '', message }] });
    }
    return reply.code(201).send(created);
  });

  app.get(SERVICE_ROUTES.getProfile.path, { config: { openapi: getDoc } }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    return (await store.get(ownerOf(request), id)) ?? notFound(reply);
  });

  app.put(SERVICE_ROUTES.updateProfile.path, { config: { openapi: updateDoc } }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const parsed = economistProfileFields.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error, 'The profile is invalid.'));
    return (await store.update(ownerOf(request), id, parsed.data)) ?? notFound(reply);
  });

  app.delete(SERVICE_ROUTES.deleteProfile.path, { config: { openapi: deleteDoc } }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const outcome = await store.delete(ownerOf(request), id);
    if (outcome === 'not-found') return notFound(reply);
    if (outcome === 'primary') {
      const message = "The account's own profile cannot be deleted.";
      return reply.code(409).send({ error: message, issues: [{ path: 'id', message }] });
    }
    return reply.code(204).send();
  });
}
