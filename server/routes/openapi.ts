import type { ApiApp } from '../context';
/** The route schemas published as an OpenAPI document. */
export default function openapiRoutes(app: ApiApp): void {
  app.get(
    '/ks/openapi.json',
    { config: { access: 'public' }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
