import fs from 'node:fs';
import path from 'node:path';

/**
 * The `server-areas/imports` rule of eslint.config.js: inside server/, an area (a folder such as
 * records, rfc, files) imports its own files and the shared modules, and another area only where
 * an exception of the config allows it; no area imports the web layer (server/routes) or the
 * wiring (app.ts, server.ts, the demo-data loader). Shared modules import areas for their types
 * only. `import … from`, `export … from` and `import('…')` are all checked.
 *
 * Places are named by their path under server/ without extension: `records`, `records/hooks`,
 * `errors`. An exception `{ from, to, reason }` lists places (`'*'`: any area); a place covers
 * what lies below it.
 */
export function serverAreasPlugin({ root, shared, exceptions }) {
  const serverDir = path.join(root, 'server');
  const isFolder = (name) => {
    try {
      return fs.statSync(path.join(serverDir, name)).isDirectory();
    } catch {
      return false;
    }
  };
  const covers = (places, place) => places.some((p) => p === '*' || place === p || place.startsWith(`${p}/`));
  /** What a path under server/ (posix, no extension) is: routes, shared, wiring or an area. */
  const kindOf = (place) => {
    const [first, ...rest] = place.split('/');
    if (first === 'routes') return { kind: 'routes' };
    if (covers(shared, place)) return { kind: 'shared' };
    if (rest.length === 0 && !isFolder(first)) return { kind: 'wiring' };
    return { kind: 'area', area: first };
  };
  const allowed = (from, to) =>
    exceptions.some((e) => (e.from.includes('*') || covers(e.from, from)) && covers(e.to, to));

  const rule = {
    meta: { type: 'problem', schema: [], docs: { description: 'server areas may not import each other (docs/architecture.md)' } },
    create(context) {
      const file = path.relative(serverDir, context.filename).split(path.sep).join('/');
      if (file.startsWith('..')) return {};
      const from = file.replace(/\.[cm]?[jt]sx?$/, '');
      const own = kindOf(from);
      if (own.kind === 'routes' || own.kind === 'wiring') return {};

      const check = (node, source, typeOnly) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source)).replace(/\.[cm]?[jt]sx?$/, '');
        if (target.startsWith('..')) return; // out of server/: the folder rule's business
        const to = kindOf(target);
        if (to.kind === 'shared') return;
        if (own.kind === 'shared') {
          if (to.kind === 'area' && typeOnly) return;
          context.report({ node, message: `server/${from} is shared: it may import ${target} for its types only (server-areas in eslint.config.js)` });
          return;
        }
        if (to.kind === 'area' && to.area === own.area) return;
        if (to.kind !== 'routes' && allowed(from, target)) return;
        const what = to.kind === 'area' ? `area ${to.area}` : to.kind === 'routes' ? 'the routes' : 'the wiring';
        context.report({
          node,
          message: `server area ${own.area} may not import ${what} (server/${target}): use a hook or a shared module, or declare an exception with its reason in eslint.config.js`,
        });
      };
      const typeOnlyImport = (n) => n.importKind === 'type' || (n.specifiers.length > 0 && n.specifiers.every((s) => s.importKind === 'type'));
      return {
        ImportDeclaration: (n) => check(n.source, n.source.value, typeOnlyImport(n)),
        ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value, n.exportKind === 'type'),
        ExportAllDeclaration: (n) => check(n.source, n.source.value, n.exportKind === 'type'),
        ImportExpression: (n) => {
          const s = n.source;
          if (s.type === 'Literal') check(s, s.value, false);
          else if (s.type === 'TemplateLiteral' && s.expressions.length === 0) check(s, s.quasis[0].value.cooked, false);
        },
      };
    },
  };
  return { rules: { imports: rule } };
}
