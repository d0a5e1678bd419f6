import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { EnterpriseFixture } from '../../schemas/enterprises';
import { nowIso } from '../db/clock';

/** The demo enterprises and their people (fixtures/enterprises.json, validated by the caller); called once inside loadFixturesOnce's transaction. */
export async function loadEnterpriseFixtures(tx: Kysely<Database>, enterprises: EnterpriseFixture): Promise<void> {
  const at = nowIso();
  for (const e of enterprises) {
    await tx
      .insertInto('enterprises')
      .values({ id: e.id, name: e.name, credit_code: e.creditCode, ent_type: e.entType, region: e.region, legal_person: e.legalPerson, contact_phone: e.contactPhone, created_at: at })
      .execute();
    for (const p of e.personnel) {
      await tx
        .insertInto('personnel')
        .values({
          id: p.id,
          enterprise_id: e.id,
          name: p.name,
          gender: p.gender,
          id_card_masked: p.idCard,
          profession: p.profession,
          title: p.title,
          cert_no: p.certNo,
          cost_engineer: p.costEngineer ? 1 : 0,
          reg_no: p.regNo,
          created_at: at,
        })
        .execute();
    }
  }
}
