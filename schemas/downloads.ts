import { Type, type Static } from '@sinclair/typebox';

/**
 * 下载中心 and 产品中心 (issue 51; spec 000 §2 `/productCenter/*`, `/configPage/productConfig`,
 * spec 001 §7.3; docs/download-centre.md). Administrators and developers list files, videos and
 * platform links in the product centre; everyone, logged in or not, reads them through
 * POST /ks/downloadSettings/external-list (the header's 驱动下载, 文件下载, 视频下载, 系统平台).
 */
export const DOWNLOAD_KINDS = ['file', 'video', 'platform'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** What each kind is called on screen. */
export const DOWNLOAD_KIND_LABELS: Record<DownloadKind, string> = { file: '文件', video: '视频', platform: '系统平台' };

export const DOWNLOAD_MESSAGES = {
  noFile: '请先上传文件',
  fileMissing: '文件不存在或不能发布到下载中心（只能发布管理员、开发者上传的文件）',
  notVideo: '视频只能是 MP4 或 WebM 文件（上传时文件类型选择视频）',
  isVideo: '视频请在“视频”中添加',
  noUrl: '请填写平台地址',
  badUrl: '平台地址只允许 http:// 或 https:// 开头的网址',
  noName: '请填写名称',
  notFound: '下载项不存在',
  saved: '保存成功',
  deleted: '删除成功',
  describeSaved: '平台介绍已保存',
} as const;

const Kind = Type.Union(DOWNLOAD_KINDS.map((k) => Type.Literal(k)));
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Page = {
  curPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** POST /ks/downloadSettings/external-list (no login): a page of one kind, default 文件. */
export const DownloadListBody = Type.Object({ ...Page, type: Type.Optional(Kind) }, { additionalProperties: false });
export type DownloadListBody = Static<typeof DownloadListBody>;

/**
 * POST /ks/downloadSettings/save (administrators, developers): a new item (no id) or a change. A
 * file or video names an uploaded file (its name, type and size come from the stored file, never
 * from the caller); a platform link names its address.
 */
export const DownloadSaveBody = Type.Object(
  {
    id: Type.Optional(Id),
    type: Kind,
    fileId: Type.Optional(Id),
    name: Type.Optional(Type.String({ maxLength: 64, title: '名称' })),
    url: Type.Optional(Type.String({ maxLength: 500, title: '平台地址' })),
    description: Type.Optional(Type.String({ maxLength: 500, title: '说明' })),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  },
  { additionalProperties: false },
);
export type DownloadSaveBody = Static<typeof DownloadSaveBody>;

export const DownloadDeleteBody = Type.Object({ id: Id }, { additionalProperties: false });
export type DownloadDeleteBody = Static<typeof DownloadDeleteBody>;
/** POST /ks/downloadSettings/save answers the saved item's id. */
export const DownloadSavedId = Type.String();

/** POST /ks/downloadSettings/describe: the platform description GET /ks/portal/v1/home/describe answers (rich text, sanitised). */
export const DescribeBody = Type.Object({ describe: Type.String({ maxLength: 20_000, title: '平台介绍' }) }, { additionalProperties: false });
export type DescribeBody = Static<typeof DescribeBody>;
export const DescribeAnswer = Type.Object({ describe: Type.String() });

/** One row of the centre. `url` opens without a login (files: the keyed file link; platforms: the address). */
export const DownloadItem = Type.Object({
  id: Type.String(),
  type: Kind,
  /** the stored file a file or video is (null for a platform) */
  fileId: Type.Union([Type.String(), Type.Null()]),
  fileName: Type.String(),
  /** 文件类型 as shown: PDF, JPG, PNG, WEBP, MP4, WEBM; 链接 for a platform */
  fileType: Type.String(),
  /** bytes (0 for a platform) */
  fileSize: Type.Integer(),
  updateTime: Type.String(),
  url: Type.String(),
  /** a PDF: the centre offers 预览 */
  preview: Type.Boolean(),
  description: Type.String(),
  sort: Type.Integer(),
});
export type DownloadItem = Static<typeof DownloadItem>;

export const DownloadPage = Type.Object({ records: Type.Array(DownloadItem), total: Type.Integer() });
export type DownloadPage = Static<typeof DownloadPage>;

/** 文件大小 as the table shows it: 1023 B, 12.3 KB, 4.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
