import { Type } from '@sinclair/typebox';
import { BUTTONS } from '../../../schemas';
import { ButtonOption, ButtonPullDownBody, GROUP_ICONS, IconChoice } from '../../../schemas/config-calls';
import { NODE_LOGOS } from '../../../schemas/node-logos';
import { NoFields } from '../../../schemas/session';
import type { ApiApp } from '../../context';
import { ok, responses } from '../../http/envelope';
import { BUILDERS } from './common';

/** The fixed choices the designer offers: node logos, display-group icons, buttons (spec 000 §7). */
export default function iconChoiceRoutes(app: ApiApp): void {
  const tags = ['structure'];
  const config = { access: BUILDERS };

  app.get(
    '/ks/config/node/node-logos',
    { config, schema: { tags, summary: '菜单（节点）可用的图标及其中文名', response: responses(Type.Array(IconChoice)) } },
    async () => ok(NODE_LOGOS.map(({ name, label }) => ({ name, label }))),
  );

  app.post(
    '/ks/config/group/group-icons',
    { config, schema: { tags, summary: '分组（类型卡片）可用的图标及其中文名', body: NoFields, response: responses(Type.Array(IconChoice)) } },
    async () => ok([...GROUP_ICONS]),
  );

  app.post(
    '/ks/config/dictionary/button/pull-down',
    { config, schema: { tags, summary: '按钮下拉选项（可按位置筛选：列表按钮、行按钮、表单按钮）', body: ButtonPullDownBody, response: responses(Type.Array(ButtonOption)) } },
    async (request) => {
      const area = request.body.area;
      return ok(BUTTONS.filter((b) => area === undefined || b.areas.includes(area)).map((b) => ({ value: b.code, label: b.name, areas: [...b.areas] })));
    },
  );
}
