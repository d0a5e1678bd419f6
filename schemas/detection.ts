import { Type, type Static } from '@sinclair/typebox';
import { ESTIMATE_FEES, type EstimateRow } from './estimate';

/**
 * 文件检测 (issue 49, docs/bidding.md "文件检测"): the calls under /ks/file/detection, their messages
 * and answer shapes. `xmId` (start, status) and `id` (result and the others) name one
 * `trade-bd-file` record: one bidder's bid file for one project, whose 造价文件 is detected.
 */

/** The node whose records are bid files (and its list, whose calls reach the same records). */
export const BID_FILE_NODE = 'trade-bd-file';
export const BID_FILES_LIST = 'trade-bd-files';
export const BID_FILE_NODES: readonly string[] = [BID_FILE_NODE, BID_FILES_LIST];
/** The annexNo of the 造价文件 among a bid file's attachments (its fileList); 技术标 jsbs, 商务标 swbs. */
export const ESTIMATE_ANNEX = 'zjwj';
export const BID_ANNEXES = [
  ['zjwj', '造价文件'],
  ['jsbs', '技术标'],
  ['swbs', '商务标'],
] as const;

/** The states the status call answers, as spec 001 names them. */
export const DETECTION_STATES = {
  noFile: -2,
  notStarted: -1,
  queued: 0,
  running: 1,
  done: 2,
  failed: 3,
} as const;

export const DETECTION_MESSAGES = {
  noFile: '暂无数据或未提交',
  notStarted: '流程尚未开始！',
  queued: '排队中',
  reading: '正在读取文件',
  running: '正在解析文件',
  storing: '正在保存检测结果',
  done: '检测完成',
  failed: '检测失败',
  started: '已开始检测，检测约需五分钟，请稍后查看结果',
  alreadyRunning: '该投标文件正在检测中，请稍后查看结果',
  noRecord: '投标文件不存在',
  noEstimateFile: '该投标文件没有上传造价文件，无法检测',
  fileMissing: '造价文件不存在或已被删除，请重新上传',
  badNode: (node: string) => `不支持的功能节点：${node}`,
  notPublic: '该投标文件的检测结果尚未公开',
} as const;

const Id = Type.String({ minLength: 1, maxLength: 120 });
const GnCoding = Type.String({ minLength: 1, maxLength: 64 });

export const DetectionStartBody = Type.Object({ xmId: Id, gnCoding: GnCoding }, { additionalProperties: false });
export type DetectionStartBody = Static<typeof DetectionStartBody>;

export const DetectionStart = Type.Object({ isSuccess: Type.Boolean(), errorMessage: Type.String() });
export type DetectionStart = Static<typeof DetectionStart>;

export const DetectionStatus = Type.Object({
  state: Type.Integer({ minimum: -2, maximum: 3 }),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  message: Type.String(),
  jobId: Type.Optional(Type.String()),
});
export type DetectionStatus = Static<typeof DetectionStatus>;

export const DetectionRecordBody = Type.Object({ id: Id, gnCoding: GnCoding, systemCoding: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false });
export type DetectionRecordBody = Static<typeof DetectionRecordBody>;

const Amount = Type.Number();
const feeProps = Object.fromEntries(ESTIMATE_FEES.map(([k]) => [k, Amount])) as Record<(typeof ESTIMATE_FEES)[number][0], typeof Amount>;

export const EstimateRowSchema = Type.Recursive((Self) =>
  Type.Object({
    id: Type.String(),
    code: Type.String(),
    name: Type.String(),
    zy: Type.String(),
    ...feeProps,
    children: Type.Optional(Type.Array(Self)),
  }),
);

export const DetectionStates = Type.Object({
  state: Type.Integer(),
  progress: Type.Integer(),
  message: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});

export const DetectionResult = Type.Object({ states: DetectionStates, list: Type.Array(EstimateRowSchema) });
export interface DetectionResult {
  states: Static<typeof DetectionStates>;
  list: EstimateRow[];
}

/** /score: each parent's fee against the sum of its children's (the checks passed of the sums). */
export const ScoreProblem = Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), fee: Type.String(), feeName: Type.String(), expected: Amount, actual: Amount });
export const DetectionScore = Type.Object({
  states: DetectionStates,
  checks: Type.Integer(),
  passed: Type.Integer(),
  /** passed / checks × 100, rounded; 100 for a tree without parents */
  score: Type.Integer(),
  problems: Type.Array(ScoreProblem),
});
export type DetectionScore = Static<typeof DetectionScore>;

/** /directories: the tree without amounts. */
export const DirectoryRow = Type.Recursive((Self) => Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), zy: Type.String(), children: Type.Optional(Type.Array(Self)) }));
export interface DirectoryRow {
  id: string;
  code: string;
  name: string;
  zy: string;
  children?: DirectoryRow[];
}
export const DetectionDirectories = Type.Object({ states: DetectionStates, list: Type.Array(DirectoryRow) });

/** /achievement: totals per 专业 over the unit works (the rows that carry a zy). */
export const AchievementRow = Type.Object({ zy: Type.String(), count: Type.Integer(), ...feeProps });
export type AchievementRow = Static<typeof AchievementRow>;
export const DetectionAchievement = Type.Object({ states: DetectionStates, list: Type.Array(AchievementRow) });

/** /parse-data: the flat rows, parents first, each with its parent's id and its depth (0 建设项目, 1 单项工程, 2 单位工程). */
export const FlatRow = Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), zy: Type.String(), ...feeProps, parentId: Type.Union([Type.String(), Type.Null()]), depth: Type.Integer() });
export type FlatRow = Static<typeof FlatRow>;
export const DetectionParseData = Type.Object({ states: DetectionStates, total: Type.Integer(), list: Type.Array(FlatRow) });

/** /publicity (public): what a visitor may see of a bid file whose audit passed: the bidder, the project and the totals. */
export const DetectionPublicity = Type.Object({
  xmmc: Type.String(),
  tbdw: Type.String(),
  tbbj: Type.Union([Type.Number(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  totals: Type.Union([Type.Object(feeProps), Type.Null()]),
});
export type DetectionPublicity = Static<typeof DetectionPublicity>;
export const DetectionPublicityBody = Type.Object({ id: Id, gnCoding: GnCoding, systemCoding: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false });
