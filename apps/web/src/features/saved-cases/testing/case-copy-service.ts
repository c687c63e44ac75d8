import {
  caseCopyDeleteQuery,
  caseCopyParams,
  caseCopyWrite,
  SERVICE_ROUTES,
  servicePath,
  type CaseCopy,
  type CaseCopyConflict,
  type CaseCopySummary,
} from '@damages/contracts';
import { createSavedCaseStore, type SavedCaseStore } from '../store/saved-case-store.ts';
import { unlockAs, type TestAccountName } from './sealed-storage.ts';

/**
 * The service's copies of saved cases (GET/PUT/DELETE /api/cases, GET
 * /api/settings/case-copy) for the web tests, which may not load the server
 * (it runs on Node and its database; the journeys drive the real one). Every
 * request is read with the contracts' own schemas, as the server reads it, and
 * answered with the server's rules (apps/server/src/case-copies/): copies kept
 * per account, a save taken only over the revision it saw (or with overwrite)
 * and only with a higher one, 409 with the revision held (0: none), a delete
 * listed as deleted until a save brings the case back. Each
 * computer it serves is a store of its own with its own storage, signed in to
 * one account, and may go offline.
 */
export class TestCaseCopyService {
  readonly #copies = new Map<string, Map<string, CaseCopy>>();
  /** Per account, the cases deleted and not saved since: each listed as deleted, with its revision and time. */
  readonly #deleted = new Map<string, Map<string, CaseCopySummary>>();
  #clock = Date.parse('2026-01-05T09:00:00.000Z');

  constructor(readonly enabled = true) {}

  /** A computer signed in to `account`: a store over an empty storage of its own, unlocked and synced as after the session check. */
  async computer(account: TestAccountName): Promise<TestComputer> {
    const storage = new MemoryStorage();
    const computer: TestComputer = {
      requests: [],
      offline: false,
      storage,
      store: createSavedCaseStore({
        storage,
        fetch: async (path, init) => {
          computer.requests.push(`${init.method ?? 'GET'} ${path}`);
          if (computer.offline) throw new TypeError('Failed to fetch');
          return this.#answer(computer.owner, path, init);
        },
      }),
      owner: '',
    };
    computer.owner = await unlockAs(computer.store, account);
    await computer.store.copies.sync();
    return computer;
  }

  /** What the service holds of the account's cases: id and revision. */
  revisions(owner: string): Record<string, number> {
    return Object.fromEntries([...(this.#copies.get(owner)?.values() ?? [])].map((copy) => [copy.id, copy.revision]));
  }

  /** The service loses every copy and mark of the account, as a database restored from an older backup would. */
  forget(owner: string): void {
    this.#copies.delete(owner);
    this.#deleted.delete(owner);
  }

  #answer(owner: string, url: string, init: RequestInit): Response {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === servicePath('caseCopySetting')) return json(200, { enabled: this.enabled });
    if (!this.enabled) return json(404, { error: 'Not found', issues: [] });
    let copies = this.#copies.get(owner);
    if (!copies) this.#copies.set(owner, (copies = new Map<string, CaseCopy>()));
    let deleted = this.#deleted.get(owner);
    if (!deleted) this.#deleted.set(owner, (deleted = new Map<string, CaseCopySummary>()));
    if (pathname === servicePath('listCaseCopies'))
      return json(200, [
        ...[...copies.values()].map(({ id, revision, updatedAt }): CaseCopySummary => ({ id, revision, updatedAt })),
        ...deleted.values(),
      ]);
    const prefix = `${servicePath('listCaseCopies')}/`;
    const { id } = caseCopyParams.parse({ id: decodeURIComponent(pathname.slice(prefix.length)) });
    const held = copies.get(id);
    const method = init.method ?? 'GET';
    if (method === SERVICE_ROUTES.getCaseCopy.method) return held ? json(200, held) : json(404, { error: 'No copy', issues: [] });
    if (method === SERVICE_ROUTES.deleteCaseCopy.method) {
      const { seenRevision } = caseCopyDeleteQuery.parse(Object.fromEntries(searchParams));
      if (!held) return json(404, { error: 'No copy', issues: [] });
      if (seenRevision !== undefined && held.revision !== seenRevision) return conflict(held.revision);
      copies.delete(id);
      this.#clock += 60_000;
      deleted.set(id, { id, revision: held.revision, updatedAt: new Date(this.#clock).toISOString(), deleted: true });
      return new Response(null, { status: 204 });
    }
    const parsed = caseCopyWrite.safeParse(JSON.parse(init.body as string));
    if (!parsed.success || parsed.data.sealed.owner !== owner) return json(400, { error: 'The case copy is invalid.', issues: [] });
    const { revision, seenRevision, overwrite, sealed } = parsed.data;
    const current = held?.revision ?? 0;
    if ((!overwrite && current !== seenRevision) || (held && current >= revision)) return conflict(current);
    this.#clock += 60_000;
    copies.set(id, { id, revision, updatedAt: new Date(this.#clock).toISOString(), sealed });
    deleted.delete(id);
    return json(held ? 200 : 201, { id, revision, updatedAt: new Date(this.#clock).toISOString() });
  }
}

export interface TestComputer {
  store: SavedCaseStore;
  /** Its local storage. */
  storage: Storage;
  /** The account it is signed in to. */
  owner: string;
  /** Every request it sent, as "METHOD path". */
  requests: string[];
  /** While true, every request fails as a fetch without a network does. */
  offline: boolean;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const conflict = (currentRevision: number) =>
  json(409, { error: 'The case was changed elsewhere.', issues: [], currentRevision } satisfies CaseCopyConflict);

/** Another computer's local storage (jsdom has one Storage per window, and makes no other). */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }
}
