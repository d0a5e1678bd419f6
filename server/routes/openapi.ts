import type { FastifyInstance } from 'fastify';

/** The route schemas published as an OpenAPI document. */
export default function openapiRoutes(app: FastifyInstance): void {
  app.get(
    '/ks/openapi.json',
    { config: { access: 'public' }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
