import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { check, type SchemaIssue } from '../schemas';
import type { Database } from './db/types';
import type { Actor } from './db/repos/oplog';
import { DictionaryFixture, insertDictionary } from './db/repos/dictionary';
import { saveNodeConfig, validateNodeConfig, type NodeKind } from './db/repos/nodes';
import { nowIso } from './db/clock';
import { FIXTURE_FILES_DIR, FIXTURE_PREFIX } from './files/file-store';
import { SHARED_FILE_TYPES } from './files/file-access';
import type { AttachmentType } from '../schemas/attachments';
import { insertHelpFixtures, type HelpFixtureNode } from './help/service';

/**
 * The fixture files of dictionaries and node configs, read and validated here so that the
 * repositories only store what they are given.
 */
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const DICTIONARY_DIR = path.join(FIXTURES, 'dictionary');
const NODE_FIXTURE_DIR = path.join(FIXTURES, 'nodes');

/** Every dictionary fixture file, validated against DictionaryFixture. */
export function readDictionaryFixtures(dir = DICTIONARY_DIR): DictionaryFixture[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      const result = check(DictionaryFixture, raw);
      if (!result.ok) {
        const where = result.issues.map((i: SchemaIssue) => `${i.path}: ${i.message}`).join('; ');
        throw new Error(`fixture dictionary/${f} 不符合 DictionaryFixture 的定义: ${where}`);
      }
      return result.value;
    });
}

/**
 * Loads fixtures/dictionary/*.json and fixtures/nodes/<menuId>.<kind>.json (the file holds the
 * config itself; the node id is the id of a menu already inserted, whose system owns the node).
 * Call inside the first-start transaction, after the system bundles.
 */
export async function loadNodeFixtures(tx: Kysely<Database>): Promise<void> {
  for (const list of readDictionaryFixtures()) await insertDictionary(tx, list);
  if (!fs.existsSync(NODE_FIXTURE_DIR)) return;
  const system: Actor = { id: null, userName: 'system', role: '' };
  for (const file of fs.readdirSync(NODE_FIXTURE_DIR).sort()) {
    // <menuId>.<kind>.json: validateNodeConfig refuses a kind schemas/page-kinds.ts does not list.
    const m = /^(.+)\.([a-z-]+)\.json$/.exec(file);
    if (!m) continue;
    const [, nodeId, kind] = m;
    const menu = await tx.selectFrom('menus').select(['system_coding', 'title']).where('id', '=', nodeId).executeTakeFirst();
    if (!menu) throw new Error(`fixture nodes/${file}: 没有 id 为 ${nodeId} 的菜单`);
    const config: unknown = JSON.parse(fs.readFileSync(path.join(NODE_FIXTURE_DIR, file), 'utf8'));
    const valid = validateNodeConfig(kind, config);
    if (!valid.ok) throw new Error(`fixture nodes/${file} 不符合 schemas/ 的定义: ${valid.message}`);
    const title = (config as { title?: string }).title ?? menu.title;
    await saveNodeConfig(tx, { nodeId, systemCoding: menu.system_coding, kind: kind as NodeKind, title, config, expectedVersion: 0, actor: system });
  }
  await loadFileFixtures(tx);
}

interface FileManifest {
  files: Array<{ id: string; file: string; name: string; fileType: string }>;
  attachmentTypes: Record<string, Array<AttachmentType & { example?: string; template?: string }>>;
}

// html: the user guides of /help (scripts/build-help-guides.ts), served in a sandbox (routes/files/index.ts).
const MIME_OF: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', webm: 'video/webm', html: 'text/html; charset=utf-8' };

/**
 * The demo files (fixtures/files, real small PDFs and JPEGs, so every demo attachment opens, and the
 * user guides of /help as HTML) and
 * the demo nodes' attachment types. The content stays in fixtures/files (`fixture:` stored names,
 * served from the code's folder on every instance); only the rows go into the database.
 */
export async function loadFileFixtures(tx: Kysely<Database>): Promise<void> {
  const manifestFile = path.join(FIXTURE_FILES_DIR, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as FileManifest;
  const ids = new Set<string>();
  for (const f of manifest.files) {
    const content = fs.readFileSync(path.join(FIXTURE_FILES_DIR, path.basename(f.file)));
    const mime = MIME_OF[f.file.split('.').pop() ?? ''];
    if (!mime || !SHARED_FILE_TYPES.includes(f.fileType)) throw new Error(`fixture files/manifest.json: ${f.file} 的类型或 fileType 不受支持`);
    await tx
      .insertInto('files')
      .values({
        id: f.id,
        owner_user_id: 'system',
        enterprise_id: null,
        system_coding: '',
        gn_coding: '',
        file_type: f.fileType,
        file_no: '',
        display_name: f.name,
        stored_name: `${FIXTURE_PREFIX}${path.basename(f.file)}`,
        mime,
        size: content.length,
        sha256: crypto.createHash('sha256').update(content).digest('hex'),
        md5: crypto.createHash('md5').update(content).digest('hex'),
        created_at: nowIso(),
        access_key: null,
      })
      .execute();
    ids.add(f.id);
  }
  for (const [gnCoding, types] of Object.entries(manifest.attachmentTypes)) {
    for (const [sort, t] of types.entries()) {
      for (const ref of [t.example, t.template]) if (ref && !ids.has(ref)) throw new Error(`fixture files/manifest.json: ${gnCoding}.${t.annexNo} 引用了不存在的文件 ${ref}`);
      await tx
        .insertInto('attachment_types')
        .values({
          gn_coding: gnCoding,
          annex_no: t.annexNo,
          annex_name: t.annexName,
          annex_format: t.annexFormat,
          annex_size: t.annexSize,
          is_required: t.isRequired ? 1 : 0,
          sort,
          example_file_id: t.example ?? null,
          template_file_id: t.template ?? null,
        })
        .execute();
    }
  }
  await loadHelpFixtures(tx, ids);
}

/** The demo help content (fixtures/help.json): both trees of /help, whose entries name demo files. */
async function loadHelpFixtures(tx: Kysely<Database>, fileIds: ReadonlySet<string>): Promise<void> {
  const file = path.join(FIXTURES, 'help.json');
  if (!fs.existsSync(file)) return;
  const nodes = JSON.parse(fs.readFileSync(file, 'utf8')) as HelpFixtureNode[];
  const walk = (list: readonly HelpFixtureNode[]): void =>
    list.forEach((n) => {
      if (n.fileId && !fileIds.has(n.fileId)) throw new Error(`fixture help.json: ${n.id} 引用了不存在的文件 ${n.fileId}`);
      walk(n.children ?? []);
    });
  walk(nodes);
  await insertHelpFixtures(tx, nodes);
}
