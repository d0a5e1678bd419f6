import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from './roles';

const RoleList = Type.Array(Type.Union(ROLES.map((r) => Type.Literal(r))), { uniqueItems: true });

/** A system (business area) as listed for the current user. */
export const SystemSummary = Type.Object({
  id: Type.String(),
  systemName: Type.String(),
  title: Type.String(),
  systemCoding: Type.String(),
  gnCode: Type.String(),
  levels: Type.Integer(),
});
export type SystemSummary = Static<typeof SystemSummary>;

/** gnCoding: starts with a letter, then letters, digits and underscores (spec 000 §5). */
export const GN_CODING_PATTERN = '^[A-Za-z][A-Za-z0-9_]*$';

/** Menu item shape of spec 000 §3 as the menu call returns it. */
export interface MenuItem {
  id: string;
  title: string;
  icon: string;
  itShows: string;
  nodeProperties: string;
  style: string;
  nodeSetFlag: boolean;
  disabled: boolean;
  children: MenuItem[];
}
export const MenuItem = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      icon: Type.String(),
      itShows: Type.String(),
      nodeProperties: Type.String(),
      style: Type.String(),
      nodeSetFlag: Type.Boolean(),
      disabled: Type.Boolean(),
      children: Type.Array(Self),
    }),
  { $id: 'MenuItem' },
);

export const MainMenusBody = Type.Object(
  { systemCoding: Type.String({ minLength: 1, maxLength: 64, title: '系统编码' }) },
  { additionalProperties: false },
);

/** A menu in a fixture or an exported bundle: the item plus who may see it. */
export interface BundleMenu {
  id: string;
  title: string;
  icon?: string;
  itShows?: string;
  nodeProperties?: string;
  style?: string;
  nodeSetFlag?: boolean;
  disabled?: boolean;
  roles?: Array<(typeof ROLES)[number]>;
  children?: BundleMenu[];
}
export const BundleMenu = Type.Recursive(
  (Self) =>
    Type.Object(
      {
        id: Type.String({ minLength: 1, maxLength: 64 }),
        title: Type.String({ minLength: 1, maxLength: 64 }),
        icon: Type.Optional(Type.String({ maxLength: 64 })),
        itShows: Type.Optional(Type.Union([Type.Literal('是'), Type.Literal('否')])),
        nodeProperties: Type.Optional(Type.String({ maxLength: 64 })),
        style: Type.Optional(Type.String({ maxLength: 64 })),
        nodeSetFlag: Type.Optional(Type.Boolean()),
        disabled: Type.Optional(Type.Boolean()),
        roles: Type.Optional(RoleList),
        children: Type.Optional(Type.Array(Self)),
      },
      { additionalProperties: false },
    ),
  { $id: 'BundleMenu' },
);

/** A system with its menus: the unit of fixtures and of export/import. */
export const SystemBundle = Type.Object(
  {
    system: Type.Object(
      {
        systemName: Type.String({ minLength: 1, maxLength: 64 }),
        title: Type.String({ minLength: 1, maxLength: 8 }),
        gnCoding: Type.String({ pattern: GN_CODING_PATTERN, maxLength: 64 }),
        levels: Type.Optional(Type.Integer({ minimum: 0 })),
        roles: Type.Optional(RoleList),
      },
      { additionalProperties: false },
    ),
    menus: Type.Array(Type.Ref(BundleMenu)),
  },
  { additionalProperties: false },
);
export type SystemBundle = Static<typeof SystemBundle>;
