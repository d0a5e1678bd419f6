import { Type, type TSchema } from '@sinclair/typebox';

/** The furthest page any paged call accepts. */
export const MAX_PAGE = 100_000;
/** The largest page a paged call sends (the message centre's panels ask for fewer, see `pagingFields`). */
export const MAX_PAGE_SIZE = 100;

/**
 * `curPage` and `pageSize` of a paged call's body, both optional (the server's defaults apply):
 * spread them into the body's properties. One home for the limits every list shares.
 */
// Calls have no side effects (a bundler may drop one whose result is unused: the schemas built
// with it in a module a page imports for its constants; docs/performance/bundle.md).
// @__NO_SIDE_EFFECTS__
export const pagingFields = (maxPageSize = MAX_PAGE_SIZE) => ({
  curPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: maxPageSize })),
});

/** The answer of a paged call: the page's rows, the total, and which page of what size it is. */
// @__NO_SIDE_EFFECTS__
export const pageOf = <T extends TSchema>(row: T) => Type.Object({ records: Type.Array(row), total: Type.Integer(), curPage: Type.Integer(), pageSize: Type.Integer() });
