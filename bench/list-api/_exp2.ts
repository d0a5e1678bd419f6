import pg from 'pg';
import { connect } from '../../server/db/connect';
import { countQuery, pageQuery } from '../../server/records/list-query';
import { findRecordNode } from '../../server/records/list-node';
import { listSelection } from '../../server/records/list-call';
import { hashToken, sessionStampOf } from '../../server/db/repos/sessions';
const schema = process.argv[2];
const url = 'postgres://postgres@127.0.0.1:5432/test';
const { db, dialect, close } = connect({ databaseUrl: url, pgSchema: schema, poolSize: 2 }) as any;
const node = await findRecordNode(db, 'credit-record-list', 'U');
const actor = { id: 'u-enterprise', role: 'U', enterpriseId: 'ent-001' } as any;
const s = await listSelection({ db, dialect }, node!, { nodeId: 'credit-record-list', curPage: 5, pageSize: 20 } as any, actor, true, 'credit-record-list', sessionStampOf(dialect, hashToken('x')));
const c = countQuery(s).compile(db); const p = pageQuery(s, 20, 80).compile(db);
const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` }); await client.connect();
for (const [name, q] of [['count', c], ['page', p]] as const) {
  const r = await client.query('explain (analyze, buffers) ' + q.sql, q.parameters as any[]);
  console.log('==', name); for (const x of r.rows) console.log(x['QUERY PLAN']);
}
await client.end(); await close();
