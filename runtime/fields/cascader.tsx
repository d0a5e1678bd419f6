import { defineFieldType } from './define';
import { loadCascader } from './shared/CascaderField';
import { ReadPath } from './shared/read';

export default defineFieldType({
  type: 'cascader',
  load: loadCascader,
  readPretty: ReadPath,
  docs: {
    description: 'Cascader; any level may be chosen; the value is the path. Sent as one value (as a parent, or as a filter) it is the last element.',
    value: 'Array<string | number> (value path from the first level to the chosen one)',
    example: { bianma: 'xzqh', name: '行政区划', type: 'cascader', code: 'xzqh', value: ['32', '3201', '320102'] },
  },
});
