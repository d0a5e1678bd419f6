import { Type, type Static } from '@sinclair/typebox';

/**
 * 帮助 (spec 000 §2 screen 2, §3 "Help group", spec 002 `POST /guide/node/descritons` and
 * `/guide/node/faq-list`, under the app's /ks prefix and with the spec's spelling): tab 1 帮助说明
 * is a tree of groups whose children each show a file (PDF or HTML page in a frame, or a video); tab 2 常见问题
 * is a tree of groups whose entries hold question/answer pairs. Help is platform-wide: the
 * spec's systemCoding and gnCoding are accepted and do not narrow it. docs/shell.md "帮助".
 */

/** 1 帮助说明, 2 常见问题 (spec 000 §4 "Help tabs switch between 1 (help) and 2 (FAQ)"). */
export const HELP_TABS = [
  { key: '1', label: '帮助说明' },
  { key: '2', label: '常见问题' },
] as const;
export type HelpKind = 'help' | 'faq';

export const HELP_MESSAGES = {
  empty: '暂无帮助！',
  noData: '暂无数据',
  saved: '帮助内容已保存',
  deleted: '帮助内容已删除',
  notFound: '帮助内容不存在',
  parent: '上级分组不存在',
  depth: '只能在顶级分组下添加条目',
  file: '请上传 PDF 或视频文件',
  hasChildren: '请先删除分组下的条目',
} as const;

export const HelpQuery = Type.Object(
  { systemCoding: Type.Optional(Type.String({ maxLength: 64 })), gnCoding: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);

export const QuestionAnswer = Type.Object(
  { question: Type.String({ minLength: 1, maxLength: 500 }), answer: Type.String({ minLength: 1, maxLength: 5000 }) },
  { additionalProperties: false },
);
export type QuestionAnswer = Static<typeof QuestionAnswer>;

/** One node of either tree (spec: id, groupName, fileName, filePath, list of question and answer). */
export interface HelpNode {
  id: string;
  groupName: string;
  fileName: string;
  /** a link the browser may open without a token (signed for the reader), '' without a file */
  filePath: string;
  /** 'pdf' | 'html' (a user guide page) | 'video' | '' */
  fileKind: string;
  fileId: string | null;
  sort: number;
  list: QuestionAnswer[];
  children: HelpNode[];
}
export const HelpNode = Type.Recursive((Self) =>
  Type.Object({
    id: Type.String(),
    groupName: Type.String(),
    fileName: Type.String(),
    filePath: Type.String(),
    fileKind: Type.String(),
    fileId: Type.Union([Type.String(), Type.Null()]),
    sort: Type.Integer(),
    list: Type.Array(QuestionAnswer),
    children: Type.Array(Self),
  }),
);

/** What the administrators' form sends: without id a new node, with one an edit. */
export const HelpSaveBody = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    kind: Type.Union([Type.Literal('help'), Type.Literal('faq')]),
    /** null: a group at the top; else the group this entry belongs to */
    parentId: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
    groupName: Type.String({ minLength: 1, maxLength: 100 }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    /** help entries: an uploaded PDF or video (POST /ks/file/upload; a video with fileType editor-video) */
    fileId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
    list: Type.Optional(Type.Array(QuestionAnswer, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type HelpSaveBody = Static<typeof HelpSaveBody>;
/** The answer of a save: the group's or entry's id. */
export const SavedHelpNode = Type.Object({ id: Type.String() });
export type SavedHelpNode = Static<typeof SavedHelpNode>;

export const HelpIdBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

/** The node a tree opens with: the first group's first child, else the first group (spec 000 §2 screen 2). */
export function firstHelpNode<T extends { children: T[] }>(tree: readonly T[]): T | null {
  const first = tree[0];
  if (!first) return null;
  return first.children[0] ?? first;
}
