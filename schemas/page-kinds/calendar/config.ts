import { Type, type Static } from '@sinclair/typebox';

const NodeId = (title: string, description: string) => Type.Optional(Type.String({ maxLength: 64, title, description }));
const Field = (title: string, description: string) => Type.Optional(Type.String({ maxLength: 128, pattern: '^[A-Za-z_][A-Za-z0-9_]*$', title, description }));

/**
 * The config of a calendar page (page kind `calendar`, docs/page-kinds/calendar.md): the records of
 * a list node drawn as bookings on a day / week / month calendar, one resource (a room) per value
 * of a field, a free slot opening a form node with the slot filled (000 /meetingVenue/meeting).
 * The nodes and fields are optional so a page being set up is worded by the kind's rules and the
 * page's empty state, not as a missing key (a new page is stored at once).
 */
export const CalendarConfig = Type.Object(
  {
    kind: Type.Literal('calendar'),
    title: Type.Optional(Type.String({ maxLength: 128 })),
    node: NodeId('列表节点', 'the list node whose records are drawn (its list call, with the viewer\'s read rules)'),
    formNode: NodeId('表单节点', 'the form a click on a free slot opens, with the resource and the times filled'),
    resource: Field('资源字段', 'the field of the resource (a room): a select with a dictionary or options'),
    start: Field('开始时间字段', 'a datetime field, YYYY-MM-DD HH:mm'),
    end: Field('结束时间字段', 'a datetime field, YYYY-MM-DD HH:mm, after the start'),
    titleField: Field('标题字段', 'the field shown on a booking (a project name)'),
    slotMinutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 60, multipleOf: 5, title: '时间格（分钟）' })),
    dayStart: Type.Optional(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', title: '每日开始', description: 'HH:mm, default 08:00' })),
    dayEnd: Type.Optional(Type.String({ pattern: '^([01][0-9]|2[0-4]):[0-5][0-9]$', title: '每日结束', description: 'HH:mm, default 20:00' })),
  },
  { additionalProperties: false },
);
export type CalendarConfig = Static<typeof CalendarConfig>;
