// The triggers that keep `record_counts` on SQLite (migration 0026, docs/adr/0007).

/** SQLite: row triggers only (it updates a row in place, so there is no version left behind). */
export const sqliteRecordCounts = {
  stripe: () => '0',
  create: [
    `create trigger record_counts_insert after insert on records begin
       insert into record_counts (node_id, enterprise_id, stripe, n) values (new.node_id, coalesce(new.enterprise_id, ''), 0, 1)
         on conflict (node_id, enterprise_id, stripe) do update set n = n + 1;
     end`,
    `create trigger record_counts_delete after delete on records begin
       update record_counts set n = n - 1 where node_id = old.node_id and enterprise_id = coalesce(old.enterprise_id, '') and stripe = 0;
     end`,
    `create trigger record_counts_move after update of node_id, enterprise_id on records
       when old.node_id is not new.node_id or old.enterprise_id is not new.enterprise_id begin
       update record_counts set n = n - 1 where node_id = old.node_id and enterprise_id = coalesce(old.enterprise_id, '') and stripe = 0;
       insert into record_counts (node_id, enterprise_id, stripe, n) values (new.node_id, coalesce(new.enterprise_id, ''), 0, 1)
         on conflict (node_id, enterprise_id, stripe) do update set n = n + 1;
     end`,
  ],
  drop: ['insert', 'delete', 'move'].map((t) => `drop trigger if exists record_counts_${t}`),
};
