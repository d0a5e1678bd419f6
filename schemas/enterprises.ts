import { Type, type Static } from '@sinclair/typebox';
import { pagingFields, pageOf } from './paging';

/**
 * Enterprises and their personnel (spec 002 §7 "Credit": the enterprise and personnel pull-downs,
 * cost engineers) and the credit calls that read them (auto-retrieve, participated-status,
 * description). The spec names the paths only; the shapes are ours, documented in docs/credit.md
 * "Enterprises and personnel". Issue 17 (enterprise information) maintains these rows.
 */

export const ENTERPRISE_MESSAGES = {
  notFound: '企业不存在',
  personNotFound: '人员不存在',
  needEnterprise: '请选择企业',
  noEnterprise: '当前账号未关联企业，无法自动获取企业信息',
} as const;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const KeyWord = Type.String({ maxLength: 50, description: 'part of a name (or the credit code)' });

/** GET /basic/enterprise/credit/ent/pull-down */
export const EnterprisePullDownQuery = Type.Object({ keyWord: Type.Optional(KeyWord) }, { additionalProperties: false });
export const EnterpriseOption = Type.Object({ label: Type.String(), value: Type.String(), creditCode: Type.String() });
export type EnterpriseOption = Static<typeof EnterpriseOption>;

/** GET /basic/personal/pull-down */
export const PersonPullDownQuery = Type.Object(
  { keyWord: Type.Optional(KeyWord), enterpriseId: Type.Optional(Id) },
  { additionalProperties: false },
);
export const PersonOption = Type.Object({ label: Type.String(), value: Type.String(), profession: Type.String() });
export type PersonOption = Static<typeof PersonOption>;

/** GET /basic/enterprise/personnel/info */
export const PersonInfoQuery = Type.Object({ id: Id }, { additionalProperties: false });
export const PersonInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  gender: Type.String(),
  /** masked: the platform never hands out a whole identity number */
  idCard: Type.String(),
  profession: Type.String(),
  title: Type.String(),
  certNo: Type.String(),
  costEngineer: Type.Boolean(),
  regNo: Type.String(),
  enterpriseId: Type.String(),
  enterpriseName: Type.String(),
});
export type PersonInfo = Static<typeof PersonInfo>;

/** POST /basic/enterprise/cost-engineers: an enterprise's registered cost engineers (注册造价工程师). */
export const CostEngineersBody = Type.Object(
  {
    enterpriseId: Type.Optional(Id),
    keyWord: Type.Optional(KeyWord),
    ...pagingFields(),
  },
  { additionalProperties: false },
);
export type CostEngineersBody = Static<typeof CostEngineersBody>;
export const CostEngineerRow = Type.Object({ id: Type.String(), name: Type.String(), regNo: Type.String(), profession: Type.String(), title: Type.String() });
export const CostEngineersPage = pageOf(CostEngineerRow);

/** POST /credit/record/auto-retrieve: the enterprise's registered data a credit record starts from. */
export const AutoRetrieveBody = Type.Object(
  { enterpriseId: Type.Optional(Type.String({ maxLength: 64, description: 'administrators: which enterprise; enterprises: ignored (always their own)' })) },
  { additionalProperties: false },
);
export const AutoRetrieveAnswer = Type.Object({
  enterpriseId: Type.String(),
  qymc: Type.String({ description: '企业名称' }),
  tyshxydm: Type.String({ description: '统一社会信用代码' }),
  qyType: Type.String({ description: '企业类型 (dictionary qyType)' }),
  region: Type.String({ description: '注册地 (dictionary region)' }),
  fddbr: Type.String({ description: '法定代表人' }),
  lxdh: Type.String({ description: '联系电话' }),
  xyLevel: Type.Union([Type.String(), Type.Null()], { description: 'the level of its latest published credit record, if any' }),
});
export type AutoRetrieveAnswer = Static<typeof AutoRetrieveAnswer>;

/** GET /credit/credit/participated-status: whether an enterprise takes part in this year's evaluation. */
export const ParticipatedQuery = Type.Object({ enterpriseId: Type.Optional(Id), year: Type.Optional(Type.String({ pattern: '^\\d{4}$' })) }, { additionalProperties: false });
export const ParticipatedStatus = Type.Object({
  enterpriseId: Type.String(),
  year: Type.String(),
  participated: Type.Boolean({ description: 'it has a credit record of the year past the draft' }),
  submitted: Type.Integer({ description: 'records of the year handed in (submitted, audited or published)' }),
  published: Type.Integer(),
});
export type ParticipatedStatus = Static<typeof ParticipatedStatus>;

/** GET /credit/record/description: the text a credit declaration starts with (申报说明). */
export const CreditDescription = Type.Object({ title: Type.String(), paragraphs: Type.Array(Type.String()) });
export type CreditDescription = Static<typeof CreditDescription>;

/** fixtures/enterprises.json */
export const EnterpriseFixture = Type.Array(
  Type.Object({
    id: Id,
    name: Type.String({ minLength: 1 }),
    creditCode: Type.String({ pattern: '^[0-9A-HJ-NPQRTUWXY]{18}$' }),
    entType: Type.String(),
    region: Type.String(),
    legalPerson: Type.String(),
    contactPhone: Type.String(),
    personnel: Type.Array(
      Type.Object({
        id: Id,
        name: Type.String({ minLength: 1 }),
        gender: Type.String(),
        idCard: Type.String({ description: 'masked already' }),
        profession: Type.String(),
        title: Type.String(),
        certNo: Type.String(),
        costEngineer: Type.Boolean(),
        regNo: Type.String(),
      }),
    ),
  }),
);
export type EnterpriseFixture = Static<typeof EnterpriseFixture>;
