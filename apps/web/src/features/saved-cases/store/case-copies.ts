import {
  caseCopy,
  caseCopyConflict,
  caseCopyList,
  caseCopySetting,
  parseSavedFormRecord,
  servicePath,
  type CaseCopy,
  type ServiceRouteName,
} from '@damages/contracts';
import { allKeys, readJson } from '../../../lib/storage.ts';
import { openSealedCase } from './case-cipher.ts';
import { forgetMark, markedIds, markSeen, seenRevision } from './case-copy-marks.ts';
import type { CaseVault, VaultSession } from './case-vault.ts';
import { SaveConflict } from './save-errors.ts';
import type { SaveAsking } from './save-with-questions.ts';
import type { SavedCases } from './saved-cases-store.ts';

/** How a store reaches the service: the page's fetch, or a test's second computer's. */
export type ServiceFetch = (path: string, init: RequestInit) => Promise<Response>;

/** What the sync takes for a case the service lists as deleted (on another computer). */
const DELETED = 'deleted';

/** The service answered something the sync cannot act on (an error, or no answer at all): it stops, and the next sync tries again. */
class ServiceTrouble extends Error {}

/**
 * The service's copy of the account's cases (GET/PUT/DELETE /api/cases), so
 * that the economist finds them on another computer. Local storage stays the
 * working copy: every save and delete is done there first, then pushed, and
 * nothing here ever throws at the screens or holds them up. After the unlock,
 * `sync` takes in what other computers saved (the envelope as they sealed it)
 * and pushes what this browser changed meanwhile; after each save or delete,
 * `push` sends that case. The revision the service last held is kept beside
 * each case (case-copy-marks.ts): a push names it, so that a case changed on
 * two computers is never overwritten unseen — the user is asked which version
 * to keep, the question another tab's save raises (save-with-questions.ts).
 * Offline or a service error: the change stays local and marked, and the next
 * sync pushes it. With the copy off (CASE_COPY=off) nothing but the setting is
 * ever asked.
 */
export class CaseCopies {
  /** The service's setting, asked once per page; undefined until it answered. */
  #enabled: boolean | undefined;
  /** One sync or push at a time, in order: each reads the marks the one before wrote. */
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly vault: CaseVault,
    private readonly cases: SavedCases,
    private readonly asking: SaveAsking,
    private readonly fetch: ServiceFetch,
    /** Told when the sync changed cases in this browser, for the screens to show them. */
    private readonly changed: () => void,
  ) {}

  /** Takes in the other computers' changes and pushes this browser's. Never throws. */
  sync(): Promise<void> {
    return this.#enqueue(true, async (session) => {
      // Another tab's saves since this one last looked are pushed too.
      await this.vault.refresh();
      const listed = caseCopyList.parse(await this.#json(await this.#call('listCaseCopies', undefined, { method: 'GET' })));
      const onService = new Map(listed.filter((copy) => !copy.deleted).map((copy) => [copy.id, copy.revision]));
      const deletedThere = new Set(listed.filter((copy) => copy.deleted).map((copy) => copy.id));
      const local = this.cases
        .list()
        .cases.filter((item) => !item.unclaimed)
        .map((item) => item.id);
      const ids = new Set([...onService.keys(), ...local, ...markedIds(allKeys(this.vault.storage))]);
      for (const id of ids) await this.#reconcile(session, id, onService.get(id) ?? (deletedThere.has(id) ? DELETED : 0));
      this.changed();
    });
  }

  /**
   * Sends this browser's save or delete of the case, once a sync found the copy on. Before that (a page whose sync
   * has not answered, or was offline) the change waits, marked, for the next sync. Never throws.
   */
  push(id: string): Promise<void> {
    return this.#enqueue(false, (session) => this.#reconcile(session, id, undefined));
  }

  /** Once every sync and push asked for so far has ended. */
  settled(): Promise<void> {
    return this.#queue;
  }

  #enqueue(askSetting: boolean, task: (session: VaultSession) => Promise<void>): Promise<void> {
    const run = this.#queue.then(async () => {
      const session = this.vault.session;
      if (!session || !(askSetting ? await this.#isEnabled() : this.#enabled === true)) return;
      await task(session);
    });
    // Offline, a service error, a full storage: what is local stays, marked, for the next sync.
    this.#queue = run.catch(() => {});
    return this.#queue;
  }

  async #isEnabled(): Promise<boolean> {
    this.#enabled ??= caseCopySetting.parse(await this.#json(await this.#call('caseCopySetting', undefined, { method: 'GET' }))).enabled;
    return this.#enabled;
  }

  /**
   * Brings the case and the service's copy together. `onService`: the revision the service lists, DELETED when it
   * lists the case as deleted, 0 when it lists nothing of it, or undefined for a push, which goes by what this
   * browser changed and lets the service say whether it may.
   */
  async #reconcile(session: VaultSession, id: string, onService: number | typeof DELETED | undefined): Promise<void> {
    const { storage } = this.vault;
    if (this.vault.entryOf(id).kind === 'foreign') return;
    const seen = seenRevision(storage, session.owner, id);
    const read = this.cases.peek(id);
    // A damaged case, or one from before sealing in no account, is left as it is until the user deals with it.
    if (read.status === 'unreadable' || (read.status === 'found' && read.unclaimed)) return;
    if (read.status === 'missing') {
      if (seen !== undefined) return this.#pushDelete(session, id, seen, onService === DELETED ? 0 : onService);
      if (typeof onService === 'number' && onService > 0) await this.#take(session, id);
      return;
    }
    const revision = read.record.revision ?? 0;
    if (revision !== seen) return this.#pushSave(session, id, revision, seen ?? 0);
    if (onService === DELETED) {
      // Deleted on another computer, unchanged here since.
      this.vault.remove(id);
      forgetMark(storage, id);
    } else if (onService === 0 && seen > 0) {
      // Sent before, and the service has no trace of it (a database restored from an older backup): sent again, never deleted here.
      await this.#pushSave(session, id, revision, 0);
    } else if (onService !== undefined && onService > seen) await this.#take(session, id);
  }

  /** A delete made here: taken unless another computer changed the case meanwhile, whose version then comes back. */
  async #pushDelete(session: VaultSession, id: string, seen: number, onService: number | undefined): Promise<void> {
    if (onService !== 0) {
      const response = await this.#call('deleteCaseCopy', id, { method: 'DELETE' }, `?seenRevision=${seen}`);
      if (response.status === 409) return void (await this.#take(session, id));
      if (!response.ok && response.status !== 404) throw new ServiceTrouble(`The service answered ${response.status}.`);
    }
    forgetMark(this.vault.storage, id);
  }

  /** A save made here, over the service's revision `seen`; two computers' changes ask the user which to keep. */
  async #pushSave(session: VaultSession, id: string, revision: number, seen: number, overwrite = false): Promise<void> {
    // The envelope as it is stored: the service keeps what this browser sealed, and never opens it.
    const sealed = readJson<unknown>(id, this.vault.storage);
    const body = JSON.stringify({ revision, seenRevision: seen, overwrite, sealed });
    const response = await this.#call('putCaseCopy', id, { method: 'PUT', body, headers: { 'content-type': 'application/json' } });
    if (response.ok) return markSeen(this.vault.storage, session.owner, id, revision);
    // A save the service refuses as it is (a revision below the one seen): this case stays here, the others go on.
    if (response.status === 400) return;
    if (response.status !== 409) throw new ServiceTrouble(`The service answered ${response.status}.`);
    const { currentRevision } = caseCopyConflict.parse(await response.json());
    // The account keeps the most cases it may: this one stays in this browser only, and the next sync tries again.
    if (currentRevision === undefined) return;
    // Deleted on another computer, changed here: nothing of the other computer is lost by keeping this one.
    if (currentRevision === 0) return this.#pushSave(session, id, revision, 0, true);
    const theirs = await this.#fetchCopy(id);
    const theirRecord = theirs && parseSavedFormRecord(await openSealedCase(session.key, theirs.sealed));
    const mine = this.cases.peek(id);
    if (!theirs || !theirRecord || mine.status !== 'found') return;
    const choice = await this.asking.chooseVersion(new SaveConflict(id, mine.record, theirRecord));
    // No screen to ask on: the change stays here, marked, and the next sync asks again.
    if (choice === undefined) return;
    if (choice === 'theirs') return this.#store(session, theirs);
    // Mine: saved again above the service's revision (which a save over it must pass), then sent over it.
    const written = await this.cases.save(id, mine.record, { overwrite: true, revisionAbove: theirs.revision });
    await this.#pushSave(session, id, written.revision ?? 0, theirs.revision, true);
  }

  /** Fetches the service's copy of the case and keeps it here in place of this browser's. */
  async #take(session: VaultSession, id: string): Promise<void> {
    const copy = await this.#fetchCopy(id);
    if (copy) await this.#store(session, copy);
  }

  async #store(session: VaultSession, copy: CaseCopy): Promise<void> {
    // The service keeps a case only sealed for the account saving it; anything else is not this account's to keep.
    if (copy.sealed.owner !== session.owner || this.vault.session !== session) return;
    await this.vault.takeSealed(copy.id, copy.sealed);
    markSeen(this.vault.storage, session.owner, copy.id, copy.revision);
    this.changed();
  }

  async #fetchCopy(id: string): Promise<CaseCopy | undefined> {
    const response = await this.#call('getCaseCopy', id, { method: 'GET' });
    return response.status === 404 ? undefined : caseCopy.parse(await this.#json(response));
  }

  #call(route: ServiceRouteName, id: string | undefined, init: RequestInit, query = ''): Promise<Response> {
    return this.fetch(`${servicePath(route, id)}${query}`, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...init.headers },
    });
  }

  async #json(response: Response): Promise<unknown> {
    if (!response.ok) throw new ServiceTrouble(`The service answered ${response.status}.`);
    return response.json();
  }
}
