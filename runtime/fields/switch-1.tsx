import { defineFieldType } from '../core/registry';
import { ReadYesNo } from './shared/read';
import { YesNoSwitch } from './switch-2';

/**
 * A switch that reveals its child fields (childNode, or fields naming it in parentNode): the
 * children are shown and required only while it is on, and switching it off clears them
 * (linkage.ts reactionsFor / linkageEffects).
 */
export default defineFieldType({
  type: 'switch-1',
  component: YesNoSwitch,
  readPretty: ReadYesNo,
  valueType: 'boolean',
  docs: {
    description: '控制下级字段的开关：开启时显示下级字段（及其必填），关闭时隐藏并清空下级字段的值。',
    value: 'boolean',
    example: { bianma: 'sfyfb', name: '是否有分包', type: 'switch-1', childNode: 'fbdw', value: true },
  },
});
