import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { describeInputProblem, findInputProblem } from '../../schemas/input-guard';
import { badRequest } from './errors';

/** The parts of a request the guard walks, and how a message names each outside the body. */
const PARTS = [
  ['body', ''],
  ['query', '（查询参数）'],
  ['params', '（路径参数）'],
] as const;

/**
 * Refuses, before any schema or handler sees it, a /ks request whose body, query string or path
 * parameters nest deeper than 32 levels, hold a lone surrogate in a string or key, or a number
 * JSON cannot hold (1e309): 400 with the field's path (schemas/input-guard.ts, docs/security.md
 * "Malformed input and limits"). A multipart body is streamed by its route and not seen here.
 */
export function installBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!request.routeOptions.url?.startsWith('/ks')) return done();
    for (const [part, where] of PARTS) {
      const problem = findInputProblem(request[part]);
      if (problem) return done(badRequest(describeInputProblem(problem, where)));
    }
    done();
  });
}
