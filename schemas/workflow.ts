import type { RecordStatus } from './record';

/**
 * The record workflow's vocabulary and how it looks: one declaration for the server (which decides
 * the moves, server/records/workflow.ts) and the runtime (whose buttons make them). Colours are
 * antd preset names or hex values; the server sends them with each record and operation so a list
 * shows what the workflow decided without knowing its rules.
 */
export const WORKFLOW_ACTIONS = ['edit', 'submit', 'revoke', 'audit', 'assign', 'spread', 'send', 'publish', 'delete'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** The button of each action: its Chinese name (also used in refusals: 不能提交) and colour. */
export const ACTION_LOOK: Record<WorkflowAction, { name: string; color: string }> = {
  edit: { name: '编辑', color: '#1677ff' },
  submit: { name: '提交', color: '#1677ff' },
  revoke: { name: '撤回', color: '#fa8c16' },
  audit: { name: '审核', color: '#52c41a' },
  assign: { name: '指派', color: '#faad14' },
  spread: { name: '公示', color: '#13c2c2' },
  send: { name: '推送', color: '#2f54eb' },
  publish: { name: '发布', color: '#722ed1' },
  delete: { name: '删除', color: '#ff4d4f' },
};

export const STATUS_TEXT: Record<RecordStatus, string> = {
  draft: '草稿',
  submitted: '待审核',
  passed: '审核通过',
  rejected: '审核驳回',
  published: '已发布',
};

/** Tag colour of the workflow state (antd preset colours). */
export const STATUS_COLOR: Record<RecordStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  passed: 'success',
  rejected: 'error',
  published: 'purple',
};

/** Colour of the audit outcome: nothing before submission, orange while waiting, then the verdict. */
export const AUDIT_COLOR: Record<RecordStatus, string> = {
  draft: '',
  submitted: 'orange',
  passed: 'green',
  rejected: 'red',
  published: 'green',
};
