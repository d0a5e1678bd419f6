import { defineFieldType } from './define';
import { loadCascader } from './shared/CascaderField';
import { ReadPath } from './shared/read';

export default defineFieldType({
  type: 'cascader',
  load: loadCascader,
  readPretty: ReadPath,
});
