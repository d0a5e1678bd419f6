/**
 * Business constants and user-facing messages of the form runtime. Messages quoted by the spec are
 * verbatim (spec 000 §5, spec 002 §5/§9); the others are ours and documented in docs/node-config.md.
 */

import { RULE_MESSAGES } from '../../schemas/form-rules';
import { DEFAULT_DRAFT_DAYS } from '../../schemas/auth';

export { SELECTION_LIMIT, SELECTION_LIMIT_KEYS } from '../../schemas/form-rules';

/** Breakpoints of spec 002 §9: width ≤ full → span 24, ≤ half → span 12, wider → the field's own col. */
export const BREAKPOINTS = { full: 1280, half: 1536 } as const;
/** The same breakpoints in the saved fixed-detail zoom mode (spec 002 §9). */
export const ZOOM_BREAKPOINTS = { full: 1536, half: 0 } as const;

/** Qualification picker search/reset throttle (spec 002 §9). */
export const PICKER_THROTTLE_MS = 1000;

/**
 * UI timings and sizes of spec 000 §9 ("Drawer widths 20%, 300, 380"; "Filter button animation
 * 500 ms; double-click guard 800 ms") and spec 002 §9 ("button re-enable 1 s"). Which drawer and
 * which button each governs (the spec does not say) is in docs/ui-constants.md. The message
 * badge (999), the aside width (240, min 200) and the feedback close (800 ms) live in schemas/
 * (BELL_OVERFLOW, ASIDE_WIDTH, FEEDBACK_CLOSE_MS): the server checks or shares them.
 */
export const DRAWER_WIDTH = {
  /** 操作日志: a share of the window, never under `narrow` (20% of a 1280 window is 256 px) */
  share: '20%',
  /** 主题设置 */
  narrow: 300,
  /** 消息中心, 意见反馈 */
  wide: 380,
} as const;
/** The search bar's 更多.../收起: the filters open and close over this (spec 000 §9). */
export const FILTER_TOGGLE_MS = 500;
/** A shell button that sends a call ignores clicks for this long after one (spec 000 §9). */
export const DOUBLE_CLICK_GUARD_MS = 800;
/** An action button of a page is enabled again after this (spec 002 §4/§9). */
export const BUTTON_REENABLE_MS = 1000;

/** The datetime field (spec 000 §2 item 4, §9 "Time step 15 minutes"). */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const DATETIME_MINUTE_STEP = 15;

/** Rich-text editor (spec 002 §9). */
export const EDITOR_HEIGHT = 450;

export const MSG = {
  // The rules' own messages live with the rules (schemas/form-rules.ts): the server says the same.
  ...RULE_MESSAGES,
  parentFirst: '请先输入或选择上级条件后查询！',
  dateFormat: '日期格式有误，请重新输入',
  pleaseChoose: (name: string) => `请选择${name}`,
  editorPlaceholder: '请填写内容',
  submit: '提交',
  confirm: '确定',
  cancel: '取消',
  search: '搜索',
  reset: '重置',
  yes: '是',
  no: '否',
  // Ours (the spec does not word these):
  uploadFailed: '文件上传失败，请重新上传！',
} as const;

/**
 * A form's draft kept in the browser (runtime/core/drafts.ts) is dropped when read after this many
 * days, unless the deployment says otherwise (DRAFT_DAYS on the server, sent in the platform info).
 */
export const DRAFT_DAYS = DEFAULT_DRAFT_DAYS;
/** A draft is written this long after the user's last change (one write per pause, not per key). */
export const DRAFT_DEBOUNCE_MS = 500;
