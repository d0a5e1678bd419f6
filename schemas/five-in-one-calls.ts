import { Type, type Static } from '@sinclair/typebox';
import { pageOf, pagingFields } from './paging';
import { StringEnum } from './list';
import { REGISTRATION_STATES } from './five-in-one';

/** POST /ks/fiveInOne/list (进场登记): the caller's projects with the state of each registration. */
export const FiveInOneListBody = Type.Object(
  {
    ...pagingFields(),
    /** 项目名称 contains (case-insensitive) */
    xmmc: Type.Optional(Type.String({ maxLength: 100, title: '项目名称' })),
    /** one project (the detail page's tab badges) */
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '项目' })),
  },
  { additionalProperties: false },
);
export type FiveInOneListBody = Static<typeof FiveInOneListBody>;

const State = StringEnum(REGISTRATION_STATES);

export const FiveInOneRow = Type.Object({
  id: Type.String(),
  xmmc: Type.String(),
  xmbh: Type.String(),
  zbdw: Type.String(),
  enterpriseName: Type.String(),
  updatedAt: Type.String(),
  /** the state of each registration, by key (zjcq: passed once the project has an expert draw) */
  states: Type.Object({ xmxx: State, cdyy: State, zsgg: State, zswj: State, zjcq: State }),
  /** bookings of the project (several per project) */
  bookings: Type.Integer(),
});
export type FiveInOneRow = Static<typeof FiveInOneRow>;

export const FiveInOnePage = pageOf(FiveInOneRow);
export type FiveInOnePage = Static<typeof FiveInOnePage>;

/** fixtures/projects/five-in-one.json: demo registrations of demo projects at several stages (docs/projects.md). */
export const FiveInOneFixture = Type.Object(
  {
    registrations: Type.Array(
      Type.Object(
        {
          project: Type.String({ minLength: 1 }),
          key: Type.Union([Type.Literal('zsgg'), Type.Literal('zswj')]),
          status: Type.Union([Type.Literal('draft'), Type.Literal('submitted'), Type.Literal('passed'), Type.Literal('rejected')]),
          reason: Type.Optional(Type.String()),
          data: Type.Record(Type.String(), Type.Unknown()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type FiveInOneFixture = Static<typeof FiveInOneFixture>;
