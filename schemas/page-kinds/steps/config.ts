import { Type, type Static } from '@sinclair/typebox';
import { RuleCondition } from '../../form';

/**
 * One rule of a step (page kind `steps`, docs/page-kinds/steps.md): the condition (the engine's
 * RuleCondition, schemas/conditions.ts — one rule shape, one evaluation) must hold on the step's
 * stored values before 下一步; `message` is what the user reads when it does not.
 */
export const StepRule = Type.Object(
  {
    when: Type.Ref(RuleCondition),
    message: Type.String({ minLength: 1, maxLength: 200, title: '不满足时的提示' }),
  },
  { additionalProperties: false },
);
export type StepRule = Static<typeof StepRule>;

/** One step: its key (the route's last segment, /bidStep/<key>), title, form node and rules. */
export const StepsStep = Type.Object(
  {
    key: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_-]{0,63}$', title: '步骤编码', description: 'kept in the address: /bidStep/<key>' }),
    title: Type.String({ minLength: 1, maxLength: 32, title: '步骤标题' }),
    // optional so a step being set up is worded by the kind's rule (未选择表单节点), not as a missing key
    formNodeId: Type.Optional(Type.String({ maxLength: 64, title: '表单节点', description: 'an ordinary form node: the step\'s values' })),
    rules: Type.Optional(Type.Array(StepRule, { maxItems: 20, title: '进入下一步的条件' })),
  },
  { additionalProperties: false },
);
export type StepsStep = Static<typeof StepsStep>;

/**
 * The config of a steps page (page kind `steps`): steps in order, each an ordinary form node and
 * the rules that must hold on its stored values to move on (000 /bidStep/<step>: 开标步骤).
 */
export const StepsConfig = Type.Object(
  {
    kind: Type.Literal('steps'),
    title: Type.Optional(Type.String({ maxLength: 128 })),
    steps: Type.Array(StepsStep, { maxItems: 30 }),
  },
  { additionalProperties: false },
);
export type StepsConfig = Static<typeof StepsConfig>;
