import { Type, type Static } from '@sinclair/typebox';
import { FieldOption } from './form';

const Code = (title: string) => Type.String({ minLength: 1, maxLength: 64, title });

/** Body of POST /ks/base/dictionary/config/dic/pull-down (docs/dictionaries.md); the catalogue's `options` rows bind its codes. */
export const PullDownBody = Type.Object(
  {
    displayCode: Code('显示编码'),
    gnCoding: Type.Optional(Type.String({ maxLength: 64, title: '功能编码' })),
    systemCoding: Code('系统编码'),
    key: Type.Optional(Type.Union([Type.String({ maxLength: 128 }), Type.Number()], { title: '上级取值' })),
    whereStr: Type.Optional(Type.String({ maxLength: 4000, title: '上级条件（JSON 字符串）' })),
  },
  { additionalProperties: false },
);
export type PullDownBody = Static<typeof PullDownBody>;

/** Body of POST /ks/node/field/value-range: the qualification tree (类别 → 资质 → 等级), optionally cut to some branches. */
export const ValueRangeBody = Type.Object(
  {
    gnCoding: Type.Optional(Type.String({ maxLength: 64 })),
    systemCoding: Code('系统编码'),
    displayCode: Code('显示编码'),
    filter: Type.Optional(Type.String({ maxLength: 2000, title: '筛选（各级联路径末级取值，逗号分隔）' })),
  },
  { additionalProperties: false },
);
export type ValueRangeBody = Static<typeof ValueRangeBody>;

/** The options of a dropdown or tree, each a FieldOption (schemas/form.ts, shared by reference). */
export const OptionList = Type.Array(Type.Ref(FieldOption));

/** The dropdown's answer carries the list twice: `result` as the spec names it, `data` for the shared client. */
export const PullDownAnswer = Type.Object({ code: Type.Integer(), message: Type.String(), result: OptionList, data: OptionList });
export type PullDownAnswer = Static<typeof PullDownAnswer>;
