import { Type, type Static } from '@sinclair/typebox';
import { pagingFields, pageOf } from './paging';

/**
 * 意见反馈 (spec 000 §2 screen 5, §7 "Feedback item", `POST /ks/feedback/add`): the drawer's
 * scores and questionnaires, the call's shape and its messages, once for the server and the shell.
 * docs/shell.md "意见反馈" tells the story.
 */

/** Scores 1 … 5, labelled as the spec says. */
export const FEEDBACK_SCORE_LABELS = ['不满意', '一般般', '还可以', '完美', '非常完美'] as const;

/** The product-quality questionnaire (5 items): what the user thinks should improve. */
export const PRODUCT_ITEMS = ['界面美观', '操作便捷', '运行稳定', '响应速度', '功能完整'] as const;
/** The service-quality questionnaire (10 items). */
export const SERVICE_ITEMS = ['响应及时', '解答准确', '态度友好', '问题解决', '培训指导', '文档清晰', '沟通顺畅', '跟进反馈', '专业水平', '整体服务'] as const;

export const FEEDBACK_MESSAGES = {
  thanks: '感谢您的反馈！',
  needText: '请填写意见后再提交',
  badItem: (item: string) => `「${item}」不是问卷中的选项`,
} as const;

/** How long the drawer stays open after a successful send (spec 000 §9). */
export const FEEDBACK_CLOSE_MS = 800;

/**
 * One item of the list the call takes (spec: {evaluateType, question}): `score` the overall score
 * (question = its label, `score` 1 … 5), `product` / `service` a ticked questionnaire item
 * (question = the item), `opinion` the text (question = the text itself).
 */
export const FeedbackItem = Type.Object(
  {
    evaluateType: Type.Union([Type.Literal('score'), Type.Literal('product'), Type.Literal('service'), Type.Literal('opinion')]),
    question: Type.String({ minLength: 1, maxLength: 2000 }),
    score: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  },
  { additionalProperties: false },
);
export type FeedbackItem = Static<typeof FeedbackItem>;

export const FeedbackAddBody = Type.Array(FeedbackItem, { minItems: 1, maxItems: 20 });
export const FeedbackAddQuery = Type.Object({ systemCoding: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false });

export const FeedbackListBody = Type.Object(
  {
    systemCoding: Type.Optional(Type.String({ maxLength: 64 })),
    ...pagingFields(),
  },
  { additionalProperties: false },
);
export type FeedbackListBody = Static<typeof FeedbackListBody>;

export const FeedbackRow = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  systemCoding: Type.String(),
  score: Type.Union([Type.Integer(), Type.Null()]),
  scoreText: Type.String(),
  product: Type.Array(Type.String()),
  service: Type.Array(Type.String()),
  opinion: Type.String(),
  createdAt: Type.String(),
});
export type FeedbackRow = Static<typeof FeedbackRow>;
export const FeedbackPage = pageOf(FeedbackRow);

/** The first problem of a list about to be sent, or null (the drawer asks first, the server again). */
export function feedbackProblem(items: readonly FeedbackItem[]): string | null {
  if (!items.some((i) => i.evaluateType === 'opinion' && i.question.trim() !== '')) return FEEDBACK_MESSAGES.needText;
  for (const i of items) {
    if (i.evaluateType === 'product' && !(PRODUCT_ITEMS as readonly string[]).includes(i.question)) return FEEDBACK_MESSAGES.badItem(i.question);
    if (i.evaluateType === 'service' && !(SERVICE_ITEMS as readonly string[]).includes(i.question)) return FEEDBACK_MESSAGES.badItem(i.question);
  }
  return null;
}
