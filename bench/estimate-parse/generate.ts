/**
 * The benchmark's 造价文件: `rows` rows (1 建设项目, up to 100 单项工程, the rest 单位工程, amounts
 * from a fixed seed so every run parses the same file), written as .xml and .xlsx with the sample
 * files' writers (fixtures/files/estimates/make.ts).
 *
 *   node --import tsx bench/estimate-parse/generate.ts [rows=5000] [folder=bench/estimate-parse/out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bigEstimate, toXlsx, toXml } from '../../fixtures/files/estimates/make';

export async function writeBenchFiles(dir: string, rows: number): Promise<{ xml: string; xlsx: string }> {
  const tree = bigEstimate(rows);
  fs.mkdirSync(dir, { recursive: true });
  const xml = path.join(dir, `estimate-${rows}.xml`);
  const xlsx = path.join(dir, `estimate-${rows}.xlsx`);
  fs.writeFileSync(xml, toXml(tree));
  fs.writeFileSync(xlsx, await toXlsx(tree));
  return { xml, xlsx };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = Number(process.argv[2] ?? 5000);
  const dir = process.argv[3] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
  const files = await writeBenchFiles(dir, rows);
  console.log(`${files.xml}\n${files.xlsx}`);
}
