import { Type } from '@sinclair/typebox';
import { OUTSIDE_CALLS, OUTSIDE_MESSAGES, OutsideBody } from '../../../schemas/outside-services';
import type { ApiApp } from '../../context';
import { responses } from '../../http/envelope';
import { notFound } from '../../errors';

/**
 * The spec's CA, WeChat and CA-lock calls (schemas/outside-services.ts): registered so that a
 * caller gets a clear 暂未开通 rather than an unknown-call 404, until a provider is configured.
 */
export default function outsideRoutes(app: ApiApp): void {
  for (const call of OUTSIDE_CALLS) {
    const schema = { tags: ['auth'], summary: call.summary, response: responses(Type.Null()), ...(call.method === 'POST' ? { body: OutsideBody } : {}) };
    const refuse = async () => {
      throw notFound(OUTSIDE_MESSAGES[call.service]);
    };
    if (call.method === 'GET') app.get(call.url, { config: { access: call.access }, schema }, refuse);
    else app.post(call.url, { config: { access: call.access }, schema }, refuse);
  }
}
