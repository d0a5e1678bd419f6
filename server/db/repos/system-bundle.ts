import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BundleMenu, SystemBundle } from '../../../schemas';
import type { Database } from '../types';
import { nowIso } from '../clock';

const ALL_ROLES = JSON.stringify(['M', 'D', 'U']);

/** Inserts a system and its menu tree: the demo data (server/fixtures.ts) and a bundle import (server/structure/bundle.ts). */
export async function insertSystemBundle(db: Kysely<Database>, bundle: SystemBundle, userId: string | null): Promise<void> {
  const s = bundle.system;
  await db
    .insertInto('systems')
    .values({
      id: crypto.randomUUID(),
      system_coding: s.gnCoding,
      system_name: s.systemName,
      title: s.title,
      levels: s.levels ?? 0,
      roles: JSON.stringify(s.roles ?? ['M', 'D', 'U']),
      created_at: nowIso(),
      created_by: userId,
    })
    .execute();
  const insert = async (menus: BundleMenu[], parent: string | null) => {
    for (const [sort, m] of menus.entries()) {
      await db
        .insertInto('menus')
        .values({
          id: m.id,
          system_coding: s.gnCoding,
          parent_id: parent,
          sort,
          title: m.title,
          icon: m.icon ?? '',
          it_shows: m.itShows ?? '是',
          node_properties: m.nodeProperties ?? '',
          style: m.style ?? '',
          node_set_flag: m.nodeSetFlag ? 1 : 0,
          disabled: m.disabled ? 1 : 0,
          roles: m.roles ? JSON.stringify(m.roles) : ALL_ROLES,
        })
        .execute();
      await insert(m.children ?? [], m.id);
    }
  };
  await insert(bundle.menus, null);
}
