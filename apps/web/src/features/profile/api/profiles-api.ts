import { SERVICE_ROUTES, servicePath, type EconomistProfile, type EconomistProfileFields } from '@damages/contracts';
import { ApiError, requestJson } from '../../../lib/api-client.ts';

/** The signed-in account's economist profiles (its own first; made from its name on the first call). */
export function listProfiles(): Promise<EconomistProfile[]> {
  return requestJson<EconomistProfile[]>(servicePath('listProfiles'));
}

export function createProfile(fields: EconomistProfileFields): Promise<EconomistProfile> {
  return requestJson<EconomistProfile>(servicePath('createProfile'), {
    method: SERVICE_ROUTES.createProfile.method,
    body: JSON.stringify(fields),
  });
}

export function updateProfile(id: string, fields: EconomistProfileFields): Promise<EconomistProfile> {
  return requestJson<EconomistProfile>(servicePath('updateProfile', id), {
    method: SERVICE_ROUTES.updateProfile.method,
    body: JSON.stringify(fields),
  });
}

/** Deletes a colleague's profile. Sent without a body or a JSON content type, which the server would read as an empty JSON body. */
export async function deleteProfile(id: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(servicePath('deleteProfile', id), {
      method: SERVICE_ROUTES.deleteProfile.method,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new ApiError('Network Error', 0, { error: String(error) });
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
  throw new ApiError(body?.error ?? `Request failed (${response.status})`, response.status, body);
}
