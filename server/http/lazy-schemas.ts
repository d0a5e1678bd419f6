/**
 * Route schemas compiled on a route's first use instead of at `listen` (issue 18 §3, docs/performance.md
 * "Cold start"): Fastify compiles every route's ajv validators and fast-json-stringify serializers
 * when the app gets ready, ≈ 1 s of CPU at start for ~300 routes of which a start answers one.
 *
 * The compilers are Fastify's own defaults (the `@fastify/ajv-compiler` and
 * `@fastify/fast-json-stringify-compiler` that fastify itself requires, resolved from fastify's
 * folder, so the version is always the one fastify would use), built with the same options from
 * `Fastify({ ajv })`; only the moment of compiling moves. The validator stands in for ajv's
 * function entirely: Fastify reads `schemaEnv` (to hand ajv the parent object) and `errors` (the
 * complaint of a 400) off it, and both are forwarded from the compiled function.
 *
 * `compileAll()` compiles what is still pending: the server tests call it so a schema that does
 * not compile fails a test, as it used to fail `listen`.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;

/** What Fastify hands a validator compiler (its `ValidatorCompiler` argument, the parts we read). */
interface ValidatorRoute {
  httpPart?: string;
  method?: string;
  url?: string;
}
/** An ajv validate function, as Fastify calls it (lib/validation.js `validateParam`). */
type Validate = ((data: unknown, dataCtx?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type ValidatorCompiler = (route: ValidatorRoute) => Validate;
type Serialize = (doc: unknown) => string;
type SerializerCompiler = (route: unknown) => Serialize;

const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultValidatorFactory = (fastifyRequire('@fastify/ajv-compiler') as () => BuildValidator)();
const defaultSerializerFactory = (fastifyRequire('@fastify/fast-json-stringify-compiler') as () => BuildSerializer)();

/** A value made on first use; `force` makes it now. */
function once<T>(make: () => T): { get: () => T; force: () => void } {
  let made = false;
  let value: T;
  const get = (): T => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
  return { get, force: () => void get() };
}

export interface LazySchemas {
  compilersFactory: CompilersFactory;
  /** Compiles every schema not compiled yet; throws the first compile error, naming the route. */
  compileAll: () => void;
  /** How many schemas are still waiting for their first use. */
  pending: () => number;
}

/** Compilers factories for `Fastify({ schemaController: { compilersFactory } })`. */
export function lazySchemas(): LazySchemas {
  const waiting = new Map<() => void, string>();
  const defer = <T>(what: string, make: () => T): (() => T) => {
    const lazy = once(() => {
      try {
        return make();
      } finally {
        waiting.delete(lazy.force);
      }
    });
    waiting.set(lazy.force, what);
    return lazy.get;
  };

  const buildValidator = ((externalSchemas: unknown, options: unknown) => {
    // The compiler itself (a new Ajv with every shared schema added) is made on the first compile too.
    const real = once(() => (defaultValidatorFactory as (e: unknown, o: unknown) => ValidatorCompiler)(externalSchemas, options)).get;
    return (route: ValidatorRoute): Validate => {
      // Fastify lower-cases a `headers` schema's names itself, but only for its own default
      // compiler; a factory given here counts as custom. No route validates headers: refuse
      // loudly at start rather than validate them differently.
      if (route.httpPart === 'headers') {
        throw new Error(`${route.method} ${route.url}: headers schemas are not supported by server/http/lazy-schemas.ts`);
      }
      const compiled = defer(`${route.method} ${route.url} ${route.httpPart}`, () => real()(route));
      const validate = ((data: unknown, dataCtx?: unknown) => (dataCtx === undefined ? compiled()(data) : compiled()(data, dataCtx))) as Validate;
      Object.defineProperties(validate, {
        errors: { get: () => compiled().errors, set: (v: unknown) => void (compiled().errors = v) },
        schemaEnv: { get: () => compiled().schemaEnv },
      });
      return validate;
    };
  }) as BuildValidator;

  const buildSerializer = ((externalSchemas: unknown, options: unknown) => {
    const real = once(() => (defaultSerializerFactory as (e: unknown, o: unknown) => SerializerCompiler)(externalSchemas, options)).get;
    return (route: { method?: string; url?: string; httpStatus?: string }): Serialize => {
      const compiled = defer(`${route.method} ${route.url} response ${route.httpStatus}`, () => real()(route));
      return (doc: unknown) => compiled()(doc);
    };
  }) as BuildSerializer;

  return {
    compilersFactory: { buildValidator, buildSerializer },
    compileAll: () => {
      for (const [force, what] of [...waiting]) {
        try {
          force();
        } catch (err) {
          throw new Error(`schema of ${what} does not compile: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
        }
      }
    },
    pending: () => waiting.size,
  };
}
