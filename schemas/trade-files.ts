import { Type, type Static } from '@sinclair/typebox';

/**
 * The trade-file calls of spec 001 §7.4 (issue 49; docs/bidding.md "招标文件的下载记录", "评审文件",
 * "造价文件分析"): who downloaded a 招标文件, experts' and administrators' batch upload of 评审文件
 * and its notice to the message centre, and the analysis of an uploaded XML 造价文件. The spec names
 * the paths only; the bodies and answers below are ours.
 */

/** The node whose records are 招标文件 (the list 文件列表 `trade-bid-files` shows them). */
export const TENDER_FILE_NODE = 'trade-bid-file';
export const TENDER_FILES_LIST = 'trade-bid-files';

/** At most this many files in one batch upload. */
export const REVIEW_BATCH_MAX = 50;

export const TRADE_FILE_MESSAGES = {
  noTenderFile: '招标文件不存在',
  fileMissing: '文件不存在',
  noFiles: '请选择要上传的评审文件',
  duplicateFile: '同一个文件不能重复上传',
  uploaded: (n: number) => `已上传 ${n} 个评审文件`,
  nothingToNotify: '没有尚未通知的评审文件，请先上传',
  noticeSent: (n: number) => `已通知 ${n} 人`,
  noticeTitle: '评审文件已上传',
  noticeText: (who: string, n: number, xmmc: string) => `${who}为项目「${xmmc}」上传了 ${n} 个评审文件`,
  analysed: '解析成功',
  xmlOnly: '只能解析 .xml 格式的造价文件（.xlsx 请在文件检测中检测）',
} as const;

const Id = Type.String({ minLength: 1, maxLength: 120 });
const FileId = Type.String({ minLength: 1, maxLength: 64 });
const Page = { curPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) };

/** POST /ks/trade/file/records: the downloads of one 招标文件 (`id`: the trade-bid-file record). */
export const TenderDownloadsBody = Type.Object({ id: Id, ...Page }, { additionalProperties: false });
export type TenderDownloadsBody = Static<typeof TenderDownloadsBody>;

export const TenderDownload = Type.Object({
  id: Type.String(),
  fileId: Type.String(),
  fileName: Type.String(),
  userName: Type.String(),
  enterpriseName: Type.String(),
  downloadedAt: Type.String(),
});
export type TenderDownload = Static<typeof TenderDownload>;

export const TenderDownloads = Type.Object({ records: Type.Array(TenderDownload), total: Type.Integer(), curPage: Type.Integer(), pageSize: Type.Integer() });
export type TenderDownloads = Static<typeof TenderDownloads>;

/** POST /ks/trade/file/download-status: whether the caller downloaded the 招标文件 `id`. */
export const DownloadStatusBody = Type.Object({ id: Id }, { additionalProperties: false });
export type DownloadStatusBody = Static<typeof DownloadStatusBody>;

export const DownloadStatus = Type.Object({ id: Type.String(), downloaded: Type.Boolean(), count: Type.Integer(), lastDownloadedAt: Type.Union([Type.String(), Type.Null()]) });
export type DownloadStatus = Static<typeof DownloadStatus>;

/** POST /ks/trade/review/batch-upload: files already uploaded (the chunked path's `fileId`s) attached to a project's review. */
export const BatchUploadBody = Type.Object(
  { xmId: Id, files: Type.Array(Type.Object({ fileId: FileId }, { additionalProperties: false }), { minItems: 1, maxItems: REVIEW_BATCH_MAX }) },
  { additionalProperties: false },
);
export type BatchUploadBody = Static<typeof BatchUploadBody>;

export const ReviewFile = Type.Object({
  fileId: Type.String(),
  fileName: Type.String(),
  uploaderName: Type.String(),
  uploadedAt: Type.String(),
  notified: Type.Boolean(),
});
export type ReviewFile = Static<typeof ReviewFile>;

/** The project's review files after the upload (the caller's own for an expert, all for an administrator). */
export const BatchUpload = Type.Object({ xmId: Type.String(), added: Type.Integer(), files: Type.Array(ReviewFile) });
export type BatchUpload = Static<typeof BatchUpload>;

/** POST /ks/trade/review/files: the project's review files as its reviewers see them (开标专家). */
export const ReviewFilesBody = Type.Object({ xmId: Id }, { additionalProperties: false });
export type ReviewFilesBody = Static<typeof ReviewFilesBody>;

/** A review file with a signed download link for the caller (every reviewer of the project may download it). */
export const ReviewFileRow = Type.Object({ ...ReviewFile.properties, downloadUrl: Type.String() });
export type ReviewFileRow = Static<typeof ReviewFileRow>;

export const ReviewFiles = Type.Object({ xmId: Type.String(), files: Type.Array(ReviewFileRow) });
export type ReviewFiles = Static<typeof ReviewFiles>;

/** POST /ks/message/v1/publish/upload-notice: tell the project's other reviewers that the caller's files are in. */
export const UploadNoticeBody = Type.Object({ xmId: Id }, { additionalProperties: false });
export type UploadNoticeBody = Static<typeof UploadNoticeBody>;

export const UploadNotice = Type.Object({ xmId: Type.String(), files: Type.Integer(), recipients: Type.Integer() });
export type UploadNotice = Static<typeof UploadNotice>;

/** POST /ks/analyse/xml_analysis: parse an uploaded 造价文件 (`fileId`) the way a detection does, without storing anything. */
export const XmlAnalysisBody = Type.Object({ fileId: FileId }, { additionalProperties: false });
export type XmlAnalysisBody = Static<typeof XmlAnalysisBody>;

const Fees = {
  zzj: Type.Number(),
  fbfxf: Type.Number(),
  csxmf: Type.Number(),
  aqwmsgf: Type.Number(),
  qtxmf: Type.Number(),
  gf: Type.Number(),
  sj: Type.Number(),
  zzsxxse: Type.Number(),
};

export const XmlAnalysis = Type.Object({
  fileId: Type.String(),
  fileName: Type.String(),
  /** rows of every level */
  count: Type.Integer(),
  singles: Type.Integer(),
  units: Type.Integer(),
  project: Type.Object({ code: Type.String(), name: Type.String(), ...Fees }),
  /** 专业 → the 总造价 of its 单位工程 */
  majors: Type.Array(Type.Object({ zy: Type.String(), units: Type.Integer(), zzj: Type.Number() })),
});
export type XmlAnalysis = Static<typeof XmlAnalysis>;
