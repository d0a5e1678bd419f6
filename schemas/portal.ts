import { Type, type Static } from '@sinclair/typebox';
import { pageOf, pagingFields } from './paging';

/**
 * The public portal's own calls (issue 51, docs/portal.md): the market subjects — registered
 * enterprises' public data — and the platform description. The trade announcements, enterprise
 * types and practice areas are public catalogue rows (fixtures/calls/*.json).
 */

/**
 * The only enterprise data the portal shows (docs/portal.md "What a public answer holds"): never the
 * contact phone, the legal person's details, personnel or the audit state.
 */
export const PUBLIC_SUBJECT_FIELDS = ['id', 'qymc', 'tyshxydm', 'qylx', 'region', 'address', 'qualifications', 'registeredAt'] as const;

const Text = (max: number) => Type.String({ maxLength: max });

/** One market subject as anyone may see it. */
export const PublicSubject = Type.Object(
  {
    id: Type.String(),
    /** 企业名称 */
    qymc: Type.String(),
    /** 统一社会信用代码 */
    tyshxydm: Type.String(),
    /** 企业类型 (dictionary qyType) */
    qylx: Type.String(),
    region: Type.String(),
    address: Type.String(),
    /** 资质 (their full names) */
    qualifications: Type.Array(Type.String()),
    /** 入库日期 (yyyy-MM-dd) */
    registeredAt: Type.String(),
  },
  { additionalProperties: false },
);
export type PublicSubject = Static<typeof PublicSubject>;

/** Body of POST /ks/rp/v1/ignore/subject-info/all. */
export const SubjectListBody = Type.Object(
  { qymc: Type.Optional(Text(100)), qylx: Type.Optional(Text(64)), ...pagingFields(50) },
  { additionalProperties: false },
);
export type SubjectListBody = Static<typeof SubjectListBody>;

export const SubjectPage = pageOf(PublicSubject);
export type SubjectPage = Static<typeof SubjectPage>;

/** Query of GET /ks/index-page/subject-info/scroll: how many of the newest (query values are text). */
export const SubjectScrollQuery = Type.Object({ size: Type.Optional(Type.String({ pattern: '^([1-9]|1[0-9]|20)$', title: '条数（1–20）' })) }, { additionalProperties: false });

/** Query of GET /ks/index-page/subject-info/info. */
export const SubjectInfoQuery = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

/** Answer of GET /ks/portal/v1/home/describe: the platform description (rich text) and name. */
export const PlatformDescribe = Type.Object({ platformName: Type.String(), describe: Type.String() }, { additionalProperties: false });
export type PlatformDescribe = Static<typeof PlatformDescribe>;

/** How often one address may call the portal's public calls (per instance, per minute). */
export const PORTAL_RATE = { perMinute: 120 } as const;
export const PORTAL_MESSAGES = {
  tooMany: '访问过于频繁，请稍后再试',
  noSubject: '该市场主体不存在',
} as const;

/** How long a public list answer is reused on the server (ms). */
export const PORTAL_CACHE_MS = 3000;

/**
 * The paths of the portal's public calls: cached briefly and rate-limited per address. Not
 * `/ks/portal/v1/home/platform`, which every page of the back office reads too.
 */
export const PORTAL_PREFIXES = ['/ks/index-page/', '/ks/rp/v1/ignore/', '/ks/portal/v1/home/describe', '/ks/portal/v1/common/'] as const;
