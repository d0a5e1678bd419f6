import { defineFieldType } from './define';
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
});
