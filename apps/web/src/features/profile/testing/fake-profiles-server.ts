import { blankProfileFields, economistProfileFields, validationErrorBody, type EconomistProfile } from '@damages/contracts';
import { vi } from 'vitest';

interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

const stamp = '2025-03-01T12:00:00.000Z';

/**
 * Stands in for the server at the fetch boundary: /api/profiles kept in memory,
 * validated with the same contract schema, so the page meets the server's answers.
 */
export function fakeProfilesServer(initial: EconomistProfile[]) {
  const profiles = [...initial];
  const calls: RecordedCall[] = [];
  let next = 1;
  /** Set to answer the next write with this status and body instead. */
  const override: { next?: { status: number; body: unknown } } = {};

  const reply = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });

  const respond = (input: RequestInfo | URL, init?: RequestInit) => {
    const path = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ method, path, body });
    if (method !== 'GET' && override.next) {
      const { status, body: answer } = override.next;
      override.next = undefined;
      return reply(status, answer);
    }
    const id = decodeURIComponent(path.replace(/^\/api\/profiles\/?/, ''));
    const index = profiles.findIndex((profile) => profile.id === id);
    if (method === 'GET' && path === '/api/profiles') return reply(200, profiles);
    if (method === 'POST' || method === 'PUT') {
      const parsed = economistProfileFields.safeParse(body);
      if (!parsed.success) return reply(400, validationErrorBody(parsed.error, 'The profile is invalid.'));
      if (method === 'POST') {
        const created: EconomistProfile = {
          ...parsed.data,
          id: `colleague-${next++}`,
          isPrimary: false,
          createdAt: stamp,
          updatedAt: stamp,
        };
        profiles.push(created);
        return reply(201, created);
      }
      if (index < 0) return reply(404, { error: 'There is no such profile in this account.', issues: [] });
      profiles[index] = { ...profiles[index]!, ...parsed.data };
      return reply(200, profiles[index]);
    }
    if (method === 'DELETE' && index >= 0) {
      profiles.splice(index, 1);
      return reply(204);
    }
    return reply(404, { error: 'Not found', issues: [] });
  };
  // As fetch does, a failure to answer is a rejected promise.
  const fetchMock = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((resolve) => resolve(respond(input, init))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { calls, profiles, override };
}

export function storedProfile(overrides: Partial<EconomistProfile> = {}): EconomistProfile {
  return {
    id: 'own',
    isPrimary: true,
    ...blankProfileFields('Jordan Rivera'),
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}
