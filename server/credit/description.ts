import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { CreditDescription } from '../../schemas/enterprises';
import { getSetting } from '../db/repos/settings';

/** Settings key of the 申报说明 (seeded from fixtures/credit/description.json). */
export const CREDIT_DESCRIPTION_SETTING = 'credit_record_description';

/** GET /credit/record/description: plain paragraphs (no HTML, nothing to sanitise); empty until set. */
export async function creditDescription(db: Kysely<Database>): Promise<CreditDescription> {
  return (await getSetting<CreditDescription>(db, CREDIT_DESCRIPTION_SETTING)) ?? { title: '信用申报说明', paragraphs: [] };
}
