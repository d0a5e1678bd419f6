import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_PAGES, planned } from '../../routes';
import { PLANNED_PAGES } from './planned-pages';

// A page a user can reach that is not built yet must be on the allow-list, with what builds it:
// an issue, the business systems planned after credit, or the outside service it waits for.
describe('the dead-end allow-list', () => {
  it('names every route that still shows PlannedPage, and no route that does not', () => {
    const placeholders = BACK_OFFICE_PAGES.filter((r) => r.load === planned).map((r) => r.path);
    expect([...placeholders].sort()).toEqual(Object.keys(PLANNED_PAGES).sort());
    for (const plan of Object.values(PLANNED_PAGES)) expect(plan).toMatch(/issue \d+|信用评价之后|需接入/);
  });
});
