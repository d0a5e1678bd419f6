import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from '../commands';
import { field, form, storeOf } from '../test-kit';
import { clearDesignDrafts, deleteDesignDraft, draftIsNewer, keepDesignDocument, readDesignDraft, writeDesignDraft } from './drafts';

const place = { user: 'dev1', nodeId: 'apply' };
const DAY = 24 * 60 * 60 * 1000;

afterEach(async () => {
  vi.useRealTimers();
  await clearDesignDrafts('dev1');
  await clearDesignDrafts('dev2');
});

describe('the designer\'s kept document (issue 47 acceptance 2)', () => {
  it('keeps the document a moment after a change, and drops it once saved', async () => {
    const store = storeOf(form([field('a', { name: '甲' })]));
    const keeper = keepDesignDocument(store, place, 20);
    store.run(commands.replaceConfig, { config: form([field('a', { name: '甲乙' })]) });
    expect(await readDesignDraft(place), 'not at once: a moment after').toBeNull();
    await vi.waitFor(async () => expect((await readDesignDraft(place))?.config).toEqual(form([field('a', { name: '甲乙' })])), { timeout: 2000 });
    expect((await readDesignDraft(place))?.baseVersion).toBe(1);

    store.markSaved(2);
    await keeper.flush();
    expect(await readDesignDraft(place)).toBeNull();
    keeper.stop();
  });

  it('a selection change writes nothing; an undo back to the saved document deletes it', async () => {
    const store = storeOf(form([field('a')]));
    const keeper = keepDesignDocument(store, place, 10_000);
    store.run(commands.select, { selection: { kind: 'field', group: 0, index: 0 } });
    await keeper.flush();
    expect(await readDesignDraft(place)).toBeNull();
    store.run(commands.replaceConfig, { config: form([field('b')]) });
    await keeper.flush();
    expect(await readDesignDraft(place)).not.toBeNull();
    store.undo();
    await keeper.flush();
    expect(await readDesignDraft(place)).toBeNull();
    keeper.stop();
  });

  it('is offered only when newer than the server\'s: over the stored version, or written after a later save', () => {
    const draft = { config: form([field('a')]), baseVersion: 3, savedAt: Date.parse('2026-05-01T10:00:00Z') };
    expect(draftIsNewer(draft, { version: 3, updatedAt: '2026-05-01T09:00:00Z' })).toBe(true);
    expect(draftIsNewer(draft, { version: 4, updatedAt: '2026-05-01T09:30:00Z' })).toBe(true);
    expect(draftIsNewer(draft, { version: 4, updatedAt: '2026-05-01T11:00:00Z' })).toBe(false);
  });

  it('is per user and node, expires after the configured days, and a logout clears only that user\'s', async () => {
    const now = Date.now();
    await writeDesignDraft(place, form([field('a')]), 1, now);
    await writeDesignDraft({ user: 'dev1', nodeId: 'other' }, form([field('b')]), 1, now);
    await writeDesignDraft({ user: 'dev2', nodeId: 'apply' }, form([field('c')]), 1, now);
    expect(await readDesignDraft({ user: 'dev2', nodeId: 'apply' })).toMatchObject({ config: form([field('c')]) });
    expect(await readDesignDraft(place, now + 13 * DAY, 14)).not.toBeNull();
    expect(await readDesignDraft(place, now + 15 * DAY, 14), 'too old').toBeNull();
    expect(await readDesignDraft(place), 'and deleted').toBeNull();

    await clearDesignDrafts('dev1');
    expect(await readDesignDraft({ user: 'dev1', nodeId: 'other' })).toBeNull();
    expect(await readDesignDraft({ user: 'dev2', nodeId: 'apply' })).not.toBeNull();
    await deleteDesignDraft({ user: 'dev2', nodeId: 'apply' });
    expect(await readDesignDraft({ user: 'dev2', nodeId: 'apply' })).toBeNull();
  });
});
