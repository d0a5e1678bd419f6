import { Type, type Static } from '@sinclair/typebox';
import { CardStyle } from './list';

// Card style templates (docs/style-templates.md, /system/styleTemplate): a named copy of a card
// list's `cardStyle`, shared by every system, saved from one card node and applied to another.

/** A card node whose current card style equals the template's (how "used by" is worked out). */
export const StyleTemplateUse = Type.Object({ nodeId: Type.String(), title: Type.String(), systemCoding: Type.String() });
export type StyleTemplateUse = Static<typeof StyleTemplateUse>;

export const StyleTemplate = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  style: CardStyle,
  usedBy: Type.Array(StyleTemplateUse),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});
export type StyleTemplate = Static<typeof StyleTemplate>;

// Blank names are refused by the route with a Chinese message (the schema only bounds the length).
const TemplateName = Type.String({ maxLength: 64 });

/** Without `id` a new template; with `id` that template renamed and/or restyled. */
export const SaveStyleTemplateBody = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1 })), name: TemplateName, style: Type.Optional(CardStyle) },
  { additionalProperties: false },
);
export type SaveStyleTemplateBody = Static<typeof SaveStyleTemplateBody>;
/** The answer of a save: the template's id (new or the one sent). */
export const SavedStyleTemplate = Type.Object({ id: Type.Integer() });
export type SavedStyleTemplate = Static<typeof SavedStyleTemplate>;

export const StyleTemplateIdBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type StyleTemplateIdBody = Static<typeof StyleTemplateIdBody>;
