import { Type, type Static } from '@sinclair/typebox';
import { pageOf } from './paging';
import { VALIDATORS } from './validators';

/**
 * 企业信息 (issue 17; docs/accounts.md "企业信息"): the enterprise centre where an enterprise keeps
 * its company data, qualifications and personnel, and the administrators' 企业信息库. The spec names
 * only the page (/system/companyInfo?type=1[&apply=true]) and the personnel calls; the shapes are
 * ours. The checks below run in the page before sending and again on the server (one home).
 */

export const ENTERPRISE_INFO_MESSAGES = {
  name: '请输入企业名称',
  entType: '请选择企业类型',
  region: '请选择注册地',
  legalPerson: '请输入法定代表人',
  contactPhone: '请输入联系电话',
  badPhone: '请输入正确的联系电话（手机号码或固定电话）',
  badEntType: '企业类型不存在或已停用，请重新选择',
  badRegion: '注册地不存在，请重新选择',
  badQualification: '所选资质不存在，请重新选择',
  unchanged: '企业信息没有修改',
  saved: '保存成功',
  changeSubmitted: '企业信息已审核通过，本次修改已提交变更申请，审核通过后生效',
  changePending: '已有待审核的企业信息变更，请等待审核结果后再修改',
  audited: '企业信息已审核通过',
  alreadyAudited: '该企业信息已审核通过',
  changeNotFound: '变更申请不存在',
  changeDecided: '该变更申请已审核，请刷新后查看',
  suggestion: '请填写审核建议',
  changePassed: '变更已通过，企业信息已更新',
  changeRejected: '变更已驳回',
  personName: '请输入姓名',
  gender: '请选择性别',
  idCard: '请输入正确的身份证号码',
  idCardRequired: '请输入身份证号码',
  regNo: '注册造价工程师须填写注册证书编号',
  personDeleted: '删除成功',
} as const;

/** Whether an enterprise's information has been audited (enterprises.info_status, migration 0024). */
export const INFO_STATUS_TEXT = { unaudited: '未审核', passed: '已审核' } as const;
export type InfoStatus = keyof typeof INFO_STATUS_TEXT;
export const CHANGE_STATUS_TEXT = { pending: '待审核', passed: '已通过', rejected: '已驳回' } as const;
export type EnterpriseChangeStatus = keyof typeof CHANGE_STATUS_TEXT;

/** Where the qualification picker and the server read the qualification tree (the credit system's dictionary). */
export const QUALIFICATION_SOURCE = { systemCoding: 'credit_eval', displayCode: 'qualification' } as const;
/** Dictionaries of the company data's choices. */
export const ENT_TYPE_DICTIONARY = 'qyType';
export const REGION_DICTIONARY = 'region';
export const GENDERS = ['男', '女'] as const;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Text = (max: number) => Type.String({ maxLength: max });

/** A chosen qualification: the level's value and its full name as the picker showed it. */
export const Qualification = Type.Object({ value: Type.String(), label: Type.String() });
export type Qualification = Static<typeof Qualification>;

/** What an enterprise may change of its company data (the credit code never changes). */
export const EnterpriseFields = Type.Object(
  {
    name: Text(200),
    entType: Text(64),
    region: Text(64),
    legalPerson: Text(64),
    contactPhone: Text(32),
    address: Text(200),
    /** values of qualification levels; the server stores them with their full names */
    qualifications: Type.Array(Text(64), { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type EnterpriseFields = Static<typeof EnterpriseFields>;

/** The stored company data, qualifications with their names. */
export const EnterpriseData = Type.Object({
  name: Type.String(),
  entType: Type.String(),
  region: Type.String(),
  legalPerson: Type.String(),
  contactPhone: Type.String(),
  address: Type.String(),
  qualifications: Type.Array(Qualification),
});
export type EnterpriseData = Static<typeof EnterpriseData>;

export const EnterpriseChange = Type.Object({
  id: Type.String(),
  status: Type.String({ description: 'pending | passed | rejected' }),
  statusText: Type.String(),
  before: EnterpriseData,
  after: EnterpriseData,
  submittedBy: Type.String(),
  submittedAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  suggestion: Type.String(),
});
export type EnterpriseChange = Static<typeof EnterpriseChange>;

/** GET /basic/enterprise/info */
export const EnterpriseInfoQuery = Type.Object({ enterpriseId: Type.Optional(Id) }, { additionalProperties: false });
export const EnterpriseDetail = Type.Composite([
  EnterpriseData,
  Type.Object({
    id: Type.String(),
    creditCode: Type.String(),
    infoStatus: Type.String({ description: 'unaudited | passed' }),
    infoStatusText: Type.String(),
    auditedAt: Type.Union([Type.String(), Type.Null()]),
    /** the change waiting for an administrator, if any */
    pendingChange: Type.Union([EnterpriseChange, Type.Null()]),
    /** the newest decided change (so an enterprise sees a rejection and its reason) */
    lastChange: Type.Union([EnterpriseChange, Type.Null()]),
  }),
]);
export type EnterpriseDetail = Static<typeof EnterpriseDetail>;

export const SaveAnswer = Type.Object({ applied: Type.Boolean({ description: 'false: stored as a pending change' }), message: Type.String() });
export type SaveAnswer = Static<typeof SaveAnswer>;

/** POST /basic/enterprise/list (企业信息库) */
export const EnterpriseListBody = Type.Object(
  {
    keyWord: Type.Optional(Type.String({ maxLength: 50, description: 'part of the name or the credit code' })),
    region: Type.Optional(Text(64)),
    entType: Type.Optional(Text(64)),
    /** only those with a change waiting for audit */
    pending: Type.Optional(Type.Boolean()),
    curPage: Type.Integer({ minimum: 1, maximum: 100000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type EnterpriseListBody = Static<typeof EnterpriseListBody>;
export const EnterpriseListRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  creditCode: Type.String(),
  entType: Type.String(),
  region: Type.String(),
  legalPerson: Type.String(),
  contactPhone: Type.String(),
  infoStatus: Type.String(),
  infoStatusText: Type.String(),
  pendingChange: Type.Boolean(),
  personnelCount: Type.Integer(),
});
export type EnterpriseListRow = Static<typeof EnterpriseListRow>;
export const EnterpriseListPage = pageOf(EnterpriseListRow);

/** POST /basic/enterprise/info/audit */
export const AuditInfoBody = Type.Object({ enterpriseId: Id }, { additionalProperties: false });
/** POST /basic/enterprise/change/decide */
export const DecideChangeBody = Type.Object(
  { id: Id, pass: Type.Boolean(), suggestion: Type.Optional(Text(500)) },
  { additionalProperties: false },
);
export type DecideChangeBody = Static<typeof DecideChangeBody>;

/** GET /basic/enterprise/personnel/list */
export const PersonnelListQuery = Type.Object({ enterpriseId: Type.Optional(Id) }, { additionalProperties: false });

/** POST /basic/enterprise/personnel/save: without id a new person (the whole id number needed), with id an edit. */
export const PersonBody = Type.Object(
  {
    id: Type.Optional(Id),
    name: Text(64),
    gender: Text(8),
    /** the whole identity number; only its masked form is stored. On an edit, empty keeps the stored one. */
    idCard: Type.Optional(Text(18)),
    profession: Text(64),
    title: Text(64),
    certNo: Text(64),
    costEngineer: Type.Boolean(),
    regNo: Text(64),
  },
  { additionalProperties: false },
);
export type PersonBody = Static<typeof PersonBody>;
export const PersonSaved = Type.Object({ id: Type.String(), message: Type.String() });
export const PersonDeleteBody = Type.Object({ id: Id }, { additionalProperties: false });

/** The first problem of the company data, in the order the form shows its fields; null when fine. */
export function enterpriseFieldsProblem(f: EnterpriseFields): string | null {
  const M = ENTERPRISE_INFO_MESSAGES;
  if (!f.name.trim()) return M.name;
  if (!f.entType) return M.entType;
  if (!f.region) return M.region;
  if (!f.legalPerson.trim()) return M.legalPerson;
  if (!f.contactPhone.trim()) return M.contactPhone;
  const phone = f.contactPhone.trim();
  if (!VALIDATORS.mobile.test(phone) && !VALIDATORS.landline.test(phone)) return M.badPhone;
  return null;
}

/** The first problem of a person; `creating`: a new person needs the whole identity number. */
export function personProblem(p: PersonBody, creating: boolean): string | null {
  const M = ENTERPRISE_INFO_MESSAGES;
  if (!p.name.trim()) return M.personName;
  if (!(GENDERS as readonly string[]).includes(p.gender)) return M.gender;
  const idCard = (p.idCard ?? '').trim();
  if (creating && !idCard) return M.idCardRequired;
  if (idCard && !VALIDATORS.idCard.test(idCard.toUpperCase())) return M.idCard;
  if (p.costEngineer && !p.regNo.trim()) return M.regNo;
  return null;
}

/** How the platform keeps an identity number: the first 4 and last 4 characters (as the demo personnel). */
export const maskIdCard = (idCard: string): string => {
  const s = idCard.trim().toUpperCase();
  return `${s.slice(0, 4)}${'*'.repeat(Math.max(0, s.length - 8))}${s.slice(-4)}`;
};

/** Company data an application needs (apply=true highlights the missing ones). */
export function missingForApply(d: EnterpriseData, personnelCount: number): string[] {
  const out: string[] = [];
  if (!d.entType) out.push('企业类型');
  if (!d.region) out.push('注册地');
  if (!d.legalPerson) out.push('法定代表人');
  if (!d.contactPhone) out.push('联系电话');
  if (!d.address) out.push('详细地址');
  if (d.qualifications.length === 0) out.push('企业资质');
  if (personnelCount === 0) out.push('人员信息');
  return out;
}
