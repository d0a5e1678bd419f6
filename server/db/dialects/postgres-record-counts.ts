// The triggers that keep `record_counts` on PostgreSQL (migration 0026, docs/adr/0007).

/**
 * A count is kept in 8 stripes (by the first byte of the record id's md5): a save holds the row of
 * its stripe locked until it commits, and with one row per enterprise every concurrent save of that
 * enterprise waited for the one before it to commit (most of 20 writers in the load bench).
 */
const PG_STRIPE = (id: string) => `(get_byte(decode(md5(${id}), 'hex'), 0) % 8)`;

/**
 * PostgreSQL: inserts and deletes once per statement over its transition table (a seed of 20 000
 * rows updates a count once per chunk, not 20 000 times: each update of a row leaves a version
 * behind until the transaction ends); a move of a record to another node or enterprise per row.
 */
export const postgresRecordCounts = {
  stripe: PG_STRIPE,
  create: [
    `create function record_counts_insert() returns trigger language plpgsql as $$ begin
       insert into record_counts (node_id, enterprise_id, stripe, n)
         select node_id, coalesce(enterprise_id, ''), ${PG_STRIPE('id')}, count(*) from new_rows group by 1, 2, 3 order by 1, 2, 3
         on conflict (node_id, enterprise_id, stripe) do update set n = record_counts.n + excluded.n;
       return null;
     end $$`,
    `create trigger record_counts_insert after insert on records referencing new table as new_rows for each statement execute function record_counts_insert()`,
    `create function record_counts_delete() returns trigger language plpgsql as $$ begin
       update record_counts c set n = c.n - d.n
         from (select node_id, coalesce(enterprise_id, '') as enterprise_id, ${PG_STRIPE('id')} as stripe, count(*) as n from old_rows group by 1, 2, 3) d
         where c.node_id = d.node_id and c.enterprise_id = d.enterprise_id and c.stripe = d.stripe;
       return null;
     end $$`,
    `create trigger record_counts_delete after delete on records referencing old table as old_rows for each statement execute function record_counts_delete()`,
    `create function record_counts_move() returns trigger language plpgsql as $$ begin
       update record_counts set n = n - 1 where node_id = old.node_id and enterprise_id = coalesce(old.enterprise_id, '') and stripe = ${PG_STRIPE('old.id')};
       insert into record_counts (node_id, enterprise_id, stripe, n) values (new.node_id, coalesce(new.enterprise_id, ''), ${PG_STRIPE('new.id')}, 1)
         on conflict (node_id, enterprise_id, stripe) do update set n = record_counts.n + 1;
       return null;
     end $$`,
    `create trigger record_counts_move after update of id, node_id, enterprise_id on records for each row
       when (old.id is distinct from new.id or old.node_id is distinct from new.node_id or old.enterprise_id is distinct from new.enterprise_id)
       execute function record_counts_move()`,
    `create function record_counts_truncate() returns trigger language plpgsql as $$ begin delete from record_counts; return null; end $$`,
    `create trigger record_counts_truncate after truncate on records for each statement execute function record_counts_truncate()`,
  ],
  drop: ['insert', 'delete', 'move', 'truncate'].flatMap((t) => [`drop trigger if exists record_counts_${t} on records`, `drop function if exists record_counts_${t}()`]),
};
