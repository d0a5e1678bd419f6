import type { ErrorObject, ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import { ajv } from '../../schemas';

/**
 * One schema complaint: where (JSON pointer segments of the offending value) and what, in Chinese.
 * `container` is the object whose member the message names (the message already says which).
 */
export interface SchemaComplaint {
  segments: string[];
  container: string[];
  message: string;
}

const compiled = new WeakMap<TSchema, ValidateFunction>();

/**
 * Validates with the shared ajv and words every complaint in Chinese. The property the complaint is
 * about is named in the message, so the caller only has to name the item that holds it.
 */
export function schemaComplaints(schema: TSchema, value: unknown): SchemaComplaint[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map(toComplaint);
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

function toComplaint(e: ErrorObject): SchemaComplaint {
  const segments = e.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const namesChild = e.keyword === 'required' || e.keyword === 'additionalProperties';
  return { segments, container: namesChild ? segments : segments.slice(0, -1), message: describe(e, segments) };
}

function describe(e: ErrorObject, segments: string[]): string {
  const prop = segments.length ? segments[segments.length - 1] : '';
  const subject = /^\d+$/.test(prop) ? `第 ${Number(prop) + 1} 项` : prop || '配置';
  switch (e.keyword) {
    case 'required':
      return `缺少必填项 ${String(e.params.missingProperty)}`;
    case 'additionalProperties':
      return `不支持的属性 ${String(e.params.additionalProperty)}`;
    case 'type':
      return `${subject} 类型错误，应为${String(e.params.type).split(',').map((t) => TYPE_NAMES[t] ?? t).join('或')}`;
    case 'minLength':
      return Number(e.params.limit) <= 1 ? `${subject} 不能为空` : `${subject} 长度不能少于 ${String(e.params.limit)} 个字符`;
    case 'maxLength':
      return `${subject} 长度不能超过 ${String(e.params.limit)} 个字符`;
    case 'minimum':
    case 'maximum':
      return `${subject} 超出允许范围`;
    case 'pattern':
      return `${subject} 格式不正确`;
    case 'const':
    case 'enum':
      return `${subject} 取值不在允许范围内`;
    default:
      return `${subject} 不合法`;
  }
}
