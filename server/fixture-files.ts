import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { check, type SchemaIssue } from '../schemas';
import type { Database } from './db/types';
import type { Actor } from './db/repos/oplog';
import { DictionaryFixture, insertDictionary } from './db/repos/dictionary';
import { saveNodeConfig, validateNodeConfig, type NodeKind } from './db/repos/nodes';

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
    const m = /^(.+)\.(form|list|card)\.json$/.exec(file);
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
}
