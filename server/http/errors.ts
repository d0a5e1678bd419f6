import type { FastifyError, FastifyInstance } from 'fastify';
import { ResponseCode } from '../../schemas';
import { showKey } from '../../schemas/input-guard';
import { shortMessage } from '../../schemas/config-problems';
import { ApiError } from '../errors';

// Routes and the access layer throw the same errors as the domain; the kind → HTTP table is there.
export { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: { title?: string };
  /** Set by ajv when the complaint is about a key (`propertyNames`), not about a value. */
  propertyName?: string;
}

const PARTS: Record<string, string> = { querystring: '查询参数', params: '路径参数', headers: '请求头' };

/** Turns ajv's first complaint into a sentence a person can act on, naming the field. */
export function describeValidation(items: ValidationItem[], context: string): string {
  const e = items[0];
  if (!e) return '请求参数不合法';
  // Fastify names the part of the request in English; the person reading the message gets Chinese.
  const where = context === 'body' ? '' : `（${Object.hasOwn(PARTS, context) ? PARTS[context] : '请求参数'}）`;
  const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const named = (f: string) => `字段 ${f || '请求体'}`;
  if (e.propertyName !== undefined) return describeKey(e, named(field), where);
  if (e.keyword === 'required') return `缺少必填字段 ${[field, String(e.params.missingProperty)].filter(Boolean).join('.')}${where}`;
  if (e.keyword === 'additionalProperties') return `不支持的字段 ${[field, String(e.params.additionalProperty)].filter(Boolean).join('.')}${where}`;
  // the value's problem in the words every layer uses (schemas/config-problems.ts)
  return `${named(field)} ${shortMessage(e)}${where}`;
}

/** A key of `field` that its schema refuses (record data keys are 1–128 characters). */
function describeKey(e: ValidationItem, field: string, where: string): string {
  const key = String(e.propertyName);
  if (e.keyword === 'minLength' && Number(e.params.limit) <= 1) return `${field} 中的字段名不能为空${where}`;
  const named = `${field} 中的字段名 ${showKey(key)}`;
  switch (e.keyword) {
    case 'minLength':
      return `${named} 长度不能少于 ${String(e.params.limit)} 个字符${where}`;
    case 'maxLength':
      return `${named} 长度不能超过 ${String(e.params.limit)} 个字符${where}`;
    case 'pattern':
      return `${named} 格式不正确${where}`;
    default:
      return `${named} 不合法${where}`;
  }
}

/** One error handler for the whole API: no stack trace or SQL ever reaches a client. */
/** `spaIndex`: answer GET and HEAD of unknown non-API paths with the built front end's index.html. */
export function installErrorHandler(app: FastifyInstance, spaIndex = false): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send({ code: error.code, message: error.message, data: error.data ?? null });
    }
    const fe = error as FastifyError & { validationContext?: string };
    if (fe.validation) {
      const message = describeValidation(fe.validation as ValidationItem[], fe.validationContext ?? 'body');
      return reply.status(400).send({ code: ResponseCode.BAD_REQUEST, message, data: null });
    }
    if (fe.statusCode === 413) {
      return reply.status(413).send({ code: 413, message: '请求内容过大', data: null });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: Fastify's text is English and technical.
      return reply.status(400).send({ code: ResponseCode.BAD_REQUEST, message: '请求格式不正确', data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: ResponseCode.SERVER_ERROR, message: '服务器内部错误，请稍后重试', data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const navigation = request.method === 'GET' || request.method === 'HEAD';
    if (spaIndex && navigation && !request.url.startsWith('/ks')) {
      // History-mode routing: a page load of any path outside the API is the single page app. Any
      // other method is a call nobody serves, answered as one (a POST must not get the app's HTML).
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: ResponseCode.NOT_FOUND, message: `接口不存在: ${request.method} ${request.url.split('?')[0]}`, data: null });
  });
}
