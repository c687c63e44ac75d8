import type { SavedFormRecord } from '@damages/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildSavedRecord, formDataOf, personalInjuryValues, wrongfulDeathValues } from '../../entry-form/testing/index.ts';
import { TestCaseCopyService, type TestComputer } from '../testing/case-copy-service.ts';
import type { ConflictChoice } from './save-with-questions.ts';

const wrongfulDeath = () => buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z');
const personalInjury = () => buildSavedRecord(formDataOf(personalInjuryValues()), {}, '2025-07-02T10:00:00.000Z');

/** What the computer's list shows: each case's plaintiff and revision. */
const shown = ({ store }: TestComputer) => store.cases.list().cases.map((item) => [item.plaintiffName, item.record.revision]);

/** A save on the computer as the entry form makes it (the case opened first), once its push has ended. */
async function saveOn({ store }: TestComputer, id: string, record: SavedFormRecord): Promise<void> {
  store.cases.read(id);
  await store.cases.save(id, record);
  await store.copies.settled();
}

/** The next page load's sync on the computer, once it has ended. */
const syncOf = ({ store }: TestComputer) => store.copies.sync();

/** A computer whose dialogs answer the which-version question with `choice`. */
function answering({ store }: TestComputer, choice: ConflictChoice) {
  const conflict = vi.fn(async () => choice);
  store.asking.setQuestions({ conflict, storageFull: async () => 'give-up' });
  return conflict;
}

describe("the service's copy of the account's cases", () => {
  it('brings a case saved on one computer to another of the same account, sealed as it was, and its edit back', async () => {
    const service = new TestCaseCopyService();
    const office = await service.computer('test');
    const home = await service.computer('test');
    const id = await office.store.cases.saveNew(wrongfulDeath());
    await office.store.copies.settled();
    expect(service.revisions(office.owner)).toEqual({ [id]: 1 });
    expect(shown(home)).toEqual([]);

    await syncOf(home);
    expect(shown(home)).toEqual([['John Doe', 1]]);
    // The envelope the office sealed, as it was: the service never opened it, and nothing was sealed again.
    expect(home.storage.getItem(id)).toBe(office.storage.getItem(id));
    expect(home.storage.getItem(id)).not.toContain('John Doe');

    await saveOn(home, id, personalInjury());
    expect(service.revisions(home.owner)).toEqual({ [id]: 2 });
    await syncOf(office);
    expect(shown(office)).toEqual([['Mary Roe', 2]]);
    // Nothing left to push on either side: a sync sends nothing more.
    const before = office.requests.length;
    await syncOf(office);
    expect(office.requests.slice(before)).toEqual(['GET /api/cases']);
  });

  it('deletes on the other computer what one computer deleted', async () => {
    const service = new TestCaseCopyService();
    const office = await service.computer('test');
    const home = await service.computer('test');
    const id = await office.store.cases.saveNew(wrongfulDeath());
    await office.store.copies.settled();
    await syncOf(home);
    office.store.cases.remove(id);
    await office.store.copies.settled();
    expect(office.requests.at(-1)).toBe(`DELETE /api/cases/${id}?seenRevision=1`);
    expect(service.revisions(office.owner)).toEqual({});
    await syncOf(home);
    expect(shown(home)).toEqual([]);
  });

  describe('a case changed on two computers', () => {
    async function changedOnBoth() {
      const service = new TestCaseCopyService();
      const office = await service.computer('test');
      const home = await service.computer('test');
      const id = await office.store.cases.saveNew(wrongfulDeath());
      await office.store.copies.settled();
      await syncOf(home);
      // Saved twice at the office: the service is two revisions ahead of what home saw.
      await saveOn(office, id, { ...personalInjury(), savedAt: '2026-01-05T10:00:00.000Z' });
      await saveOn(office, id, { ...personalInjury(), savedAt: '2026-01-05T11:00:00.000Z' });
      return { service, office, home, id };
    }

    it('asks at home which version to keep; keep mine puts it over the office one, which the office then gets', async () => {
      const { service, office, home, id } = await changedOnBoth();
      const conflict = answering(home, 'mine');
      await saveOn(home, id, { ...wrongfulDeath(), savedAt: '2026-01-05T12:00:00.000Z' });
      expect(conflict).toHaveBeenCalledTimes(1);
      const [asked] = conflict.mock.calls[0] as unknown as [{ mine: SavedFormRecord; theirs: SavedFormRecord }];
      expect([asked.mine.formData.plaintiff.name, asked.theirs.formData.plaintiff.name, asked.theirs.savedAt]).toEqual([
        'John Doe',
        'Mary Roe',
        '2026-01-05T11:00:00.000Z',
      ]);
      // Above the office's revision 3, which a save over it must pass.
      expect(service.revisions(home.owner)).toEqual({ [id]: 4 });
      expect(shown(home)).toEqual([['John Doe', 4]]);
      await syncOf(office);
      expect(shown(office)).toEqual([['John Doe', 4]]);
    });

    it('keep theirs replaces the case at home with the office one and leaves the service as it was', async () => {
      const { service, home, id } = await changedOnBoth();
      answering(home, 'theirs');
      await saveOn(home, id, { ...wrongfulDeath(), savedAt: '2026-01-05T12:00:00.000Z' });
      expect(service.revisions(home.owner)).toEqual({ [id]: 3 });
      expect(shown(home)).toEqual([['Mary Roe', 3]]);
      const before = home.requests.length;
      await syncOf(home);
      expect(home.requests.slice(before), 'nothing left to push').toEqual(['GET /api/cases']);
    });

    it('with no dialog to ask on, keeps the change at home and asks at the next sync', async () => {
      const { service, home, id } = await changedOnBoth();
      await saveOn(home, id, wrongfulDeath());
      expect(shown(home)).toEqual([['John Doe', 2]]);
      expect(service.revisions(home.owner)).toEqual({ [id]: 3 });
      const conflict = answering(home, 'mine');
      await syncOf(home);
      expect(conflict).toHaveBeenCalledTimes(1);
      expect(service.revisions(home.owner)).toEqual({ [id]: 4 });
      expect(shown(home)).toEqual([['John Doe', 4]]);
    });
  });

  it('sends again, and never deletes, a case the service has lost all trace of', async () => {
    const service = new TestCaseCopyService();
    const office = await service.computer('test');
    const id = await office.store.cases.saveNew(wrongfulDeath());
    await office.store.copies.settled();
    expect(service.revisions(office.owner)).toEqual({ [id]: 1 });
    // A database restored from an older backup: no copy and no mark of the delete.
    service.forget(office.owner);
    await syncOf(office);
    expect(shown(office)).toEqual([['John Doe', 1]]);
    expect(service.revisions(office.owner)).toEqual({ [id]: 1 });
  });

  it('keeps a case saved offline, and pushes it at the next sync', async () => {
    const service = new TestCaseCopyService();
    const office = await service.computer('test');
    office.offline = true;
    const requests = office.requests.length;
    const id = await office.store.cases.saveNew(wrongfulDeath());
    await office.store.copies.settled();
    expect(shown(office)).toEqual([['John Doe', 1]]);
    expect(service.revisions(office.owner)).toEqual({});
    expect(office.requests.slice(requests), 'the push was tried').toEqual([`PUT /api/cases/${id}`]);

    office.offline = false;
    await syncOf(office);
    expect(service.revisions(office.owner)).toEqual({ [id]: 1 });
    const home = await service.computer('test');
    await syncOf(home);
    expect(shown(home)).toEqual([['John Doe', 1]]);
  });

  it('with the copy off, asks only the setting and never /api/cases', async () => {
    const service = new TestCaseCopyService(false);
    const office = await service.computer('test');
    await syncOf(office);
    const id = await office.store.cases.saveNew(wrongfulDeath());
    office.store.cases.remove(await office.store.cases.saveNew(personalInjury()));
    await office.store.copies.settled();
    expect(office.requests).toEqual(['GET /api/settings/case-copy']);
    expect(shown(office)).toEqual([['John Doe', 1]]);
    expect(office.store.cases.read(id).status).toBe('found');
  });

  it("shows another account none of this account's cases", async () => {
    const service = new TestCaseCopyService();
    const office = await service.computer('test');
    await office.store.cases.saveNew(wrongfulDeath());
    await office.store.copies.settled();
    const colleague = await service.computer('other');
    await syncOf(colleague);
    expect(shown(colleague)).toEqual([]);
    expect(service.revisions(colleague.owner)).toEqual({});
  });
});
