import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { checkLevelRules, scoreOf } from '../../schemas/credit-levels';
import { readDictionaryFixtures } from '../fixture-files';
import { seedLevelYears } from './level-rules';

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/level-rules.json');

interface LevelFixture {
  systemCoding: string;
  fromDictionary: string;
  years: string[];
}

/**
 * Seeds fixtures/level-rules.json: the named years of a system get version 1 of their rules, the
 * dictionary's options (high to low) with `curInfo.minScore`, so the demo's levels and the
 * dictionary agree. A fixture that breaks the shared rules stops the first start, as any bad fixture does.
 */
export async function loadLevelFixtures(tx: Kysely<Database>): Promise<void> {
  if (!fs.existsSync(FILE)) return;
  const fixture = JSON.parse(fs.readFileSync(FILE, 'utf8')) as LevelFixture;
  const dictionary = readDictionaryFixtures().find((d) => d.displayCode === fixture.fromDictionary);
  if (!dictionary) throw new Error(`fixture level-rules.json: 没有 displayCode 为 ${fixture.fromDictionary} 的字典`);
  const checked = checkLevelRules(dictionary.options.map((o) => ({ level: String(o.value), minScore: scoreOf(o.curInfo?.minScore) })));
  if (!checked.ok) throw new Error(`fixture level-rules.json: ${checked.problems.map((p) => p.message).join('；')}`);
  await seedLevelYears(tx, fixture.systemCoding, fixture.years, checked.rules);
}
