import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { createFileStore } from '../files';
import { BID_FILE_NODE } from '../../schemas/detection';

/** Test helpers of the detection tests: a bid file record with a 造价文件 whose bytes are stored as an upload's are. */

type Db = Kysely<Database>;

/** Stores `bytes` as a file of `owner` the way an upload does (disk or database store) and answers its id. */
export async function storeFile(db: Db, dialect: SqlDialect, uploadDir: string, bytes: Buffer, name: string, owner: { userId: string; enterpriseId: string | null }): Promise<string> {
  const id = crypto.randomUUID();
  const storedName = `${id}.bin`;
  const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ks-det-')), 'f');
  fs.writeFileSync(tmp, bytes);
  const store = createFileStore(db, dialect, uploadDir);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('files')
      .values({
        id, owner_user_id: owner.userId, enterprise_id: owner.enterpriseId, system_coding: 'trade_service', gn_coding: BID_FILE_NODE, file_type: 'zjwj', file_no: 'fileList',
        display_name: name, stored_name: storedName, mime: 'application/xml', size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), created_at: new Date().toISOString(), access_key: null,
        md5: crypto.createHash('md5').update(bytes).digest('hex'),
      })
      .execute();
    await store.putFile(tx, storedName, tmp);
  });
  return id;
}

/** A bid file record of `enterpriseId` (its fileList holding the 造价文件 `fileId`, when given). */
export async function insertBidFile(db: Db, input: { enterpriseId: string; ownerUserId: string; fileId?: string; fileName?: string; status?: string; xmId?: string }): Promise<string> {
  const id = `bd-test-${crypto.randomUUID()}`;
  const at = new Date().toISOString();
  const fileList = input.fileId
    ? [{ fileId: input.fileId, fileNo: 'fileList', fileType: 'zjwj', fileName: input.fileName ?? '造价文件.xml', url: `/ks/file/download/${input.fileId}`, host: '', fileOperationType: 'add' }]
    : [];
  await db
    .insertInto('records')
    .values({
      id, node_id: BID_FILE_NODE, system_coding: 'trade_service', enterprise_id: input.enterpriseId, owner_user_id: input.ownerUserId, status: input.status ?? 'submitted', version: 1,
      created_at: at, updated_at: at, submitted_by: null, assignee_id: null, audit_reason: null, spread_at: null, sent_at: null,
      data: JSON.stringify({ xmId: input.xmId ?? 'trade-project-list-0004', xmmc: '测试项目', tbdw: '测试单位', tbbj: 1000, fileList }),
    })
    .execute();
  return id;
}
