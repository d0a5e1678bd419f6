import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearUserDrafts, deleteDraft, draftDays, draftIsNewer, readDraft, setDraftDays, writeDraft, type DraftKey } from './drafts';
import { DRAFT_DAYS } from './constants';

const DAY = 24 * 60 * 60 * 1000;
const alice: DraftKey = { user: 'u-alice', node: 'credit-apply', record: 'r1' };
const aliceNew: DraftKey = { user: 'u-alice', node: 'credit-apply', record: null };
const bob: DraftKey = { user: 'u-bob', node: 'credit-apply', record: 'r1' };

describe('drafts kept in the browser', () => {
  beforeEach(async () => {
    await clearUserDrafts('u-alice');
    await clearUserDrafts('u-bob');
  });

  it('gives back what was written, per user, node and record (a new record has its own)', async () => {
    await writeDraft(alice, { qymc: '甲公司' }, 3, 1000);
    await writeDraft(aliceNew, { qymc: '新的' }, null, 2000);
    expect(await readDraft(alice, 1000)).toEqual({ values: { qymc: '甲公司' }, savedAt: 1000, baseVersion: 3 });
    expect((await readDraft(aliceNew, 2000))?.values).toEqual({ qymc: '新的' });
    expect(await readDraft(bob, 1000)).toBeNull();
    expect(await readDraft({ ...alice, node: 'other' }, 1000)).toBeNull();
  });

  it('a later write replaces the earlier one', async () => {
    await writeDraft(alice, { qymc: 'a' }, 1, 1000);
    await writeDraft(alice, { qymc: 'ab' }, 1, 1500);
    expect(await readDraft(alice, 1500)).toMatchObject({ values: { qymc: 'ab' }, savedAt: 1500 });
  });

  it('a draft deleted (a save that succeeded) is gone', async () => {
    await writeDraft(alice, { qymc: 'a' }, 1, 1000);
    await deleteDraft(alice);
    expect(await readDraft(alice, 1000)).toBeNull();
  });

  it(`a draft older than DRAFT_DAYS (${DRAFT_DAYS}) is dropped when read`, async () => {
    const now = 100 * DAY;
    await writeDraft(alice, { qymc: 'old' }, 1, now - DRAFT_DAYS * DAY - 1);
    await writeDraft(aliceNew, { qymc: 'recent' }, null, now - DRAFT_DAYS * DAY + 1000);
    expect(await readDraft(alice, now)).toBeNull();
    // deleted, not only hidden: a later read with a younger clock still finds nothing
    expect(await readDraft(alice, 0)).toBeNull();
    expect((await readDraft(aliceNew, now))?.values).toEqual({ qymc: 'recent' });
  });

  it("logout clears every draft of that user and no one else's", async () => {
    await writeDraft(alice, { qymc: 'a' }, 1, 1000);
    await writeDraft(aliceNew, { qymc: 'b' }, null, 1000);
    await writeDraft(bob, { qymc: 'c' }, 1, 1000);
    await clearUserDrafts('u-alice');
    expect(await readDraft(alice, 1000)).toBeNull();
    expect(await readDraft(aliceNew, 1000)).toBeNull();
    expect((await readDraft(bob, 1000))?.values).toEqual({ qymc: 'c' });
  });
});

describe('a draft is offered only when newer than the stored record', () => {
  const draft = { values: {}, savedAt: Date.parse('2026-12-06T10:00:00Z'), baseVersion: 2 };
  it('a new record: always', () => {
    expect(draftIsNewer({ ...draft, baseVersion: null }, null)).toBe(true);
  });
  it('typed over the version still stored: offered', () => {
    expect(draftIsNewer(draft, { version: 2, updatedAt: '2026-12-06T11:00:00Z' })).toBe(true);
  });
  it('the record saved since, after the draft: not offered', () => {
    expect(draftIsNewer(draft, { version: 3, updatedAt: '2026-12-06T10:30:00Z' })).toBe(false);
  });
  it('the record saved since, before the draft was written: offered', () => {
    expect(draftIsNewer(draft, { version: 3, updatedAt: '2026-12-06T09:30:00Z' })).toBe(true);
  });
});

describe("the deployment's DRAFT_DAYS", () => {
  afterEach(() => setDraftDays(undefined));

  it('a draft is kept as many days as the platform info says; anything not a whole number from 1 keeps the default', async () => {
    await writeDraft(alice, { qymc: '甲' }, 1, 0);
    setDraftDays(2);
    expect(draftDays()).toBe(2);
    expect(await readDraft(alice, 1.5 * DAY)).not.toBeNull();
    expect(await readDraft(alice, 2.5 * DAY), 'older than 2 days').toBeNull();
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      setDraftDays(bad);
      expect(draftDays()).toBe(DRAFT_DAYS);
    }
  });
});
