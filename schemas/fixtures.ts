import { Type, type Static } from '@sinclair/typebox';
import { PracticingStatus, PlatformInfo } from './auth';

/** A demo account loaded on first start (fixtures/accounts.json). */
export const DemoAccount = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 8 }),
    userName: Type.String({ minLength: 1 }),
    loginRoleType: Type.Union([Type.Literal('M'), Type.Literal('D'), Type.Literal('U')]),
    enterpriseId: Type.Optional(Type.String()),
    photo: Type.Optional(Type.String()),
    codeStatus: Type.Optional(Type.Integer()),
    practicingStatus: Type.Optional(PracticingStatus),
    /** an administrator's management scope (docs/administration.md "管理权限"); absent: manages everything */
    scope: Type.Optional(
      Type.Object({ systems: Type.Array(Type.String({ minLength: 1, maxLength: 64 })), regions: Type.Array(Type.String({ minLength: 1, maxLength: 64 })) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type DemoAccount = Static<typeof DemoAccount>;

export const DemoAccounts = Type.Array(DemoAccount);

export const PlatformFixture = Type.Omit(PlatformInfo, ['version', 'draftDays']);
