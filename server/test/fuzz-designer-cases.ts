import { getAt, type Answer, type RouteCase, type Sent } from './fuzz-kit';

/** What the cases need from the fuzz run: its checked request, its unique suffix, an answer's data. */
export interface DesignerCaseKit {
  must: (r: Sent) => Promise<unknown>;
  next: () => string;
  dataOf: (a: Answer) => Record<string, unknown>;
}

/**
 * Base requests of the designer's own write routes (dictionaries, card style templates) for
 * server/test/fuzz-suite.ts, kept apart so that file stays small.
 */
export function designerCases({ must, next, dataOf }: DesignerCaseKit): Record<string, RouteCase> {
  /** A fresh dictionary at version 1 (dictionary manager routes). */
  const fuzzDictionary = async () => {
    const displayCode = `fzd${next()}`;
    await must({ method: 'POST', url: '/ks/base/dictionary/manager', who: 'D', body: { displayCode, name: '模糊字典', items: [{ label: '甲', value: 'a' }] } });
    return displayCode;
  };
  const styleTemplates = async () => (await must({ method: 'GET', url: '/ks/config/structure/style-template/list', who: 'D' })) as Array<Record<string, unknown>>;
  const fuzzStyleTemplate = async () =>
    Number(((await must({ method: 'POST', url: '/ks/config/structure/style-template/save', who: 'D', body: { name: `模板${next()}`, style: { titleKey: 'xmmc', width: '100%', contents: [] } } })) as { id: number }).id);
  const dictionaryDetail = async (displayCode: string) => (await must({ method: 'GET', url: '/ks/base/dictionary/manager/detail', who: 'D', query: { displayCode } })) as Record<string, unknown>;
  return {
    // Dictionary manager (docs/dictionaries.md): each request that may store gets a list of its own.
    'POST /ks/base/dictionary/manager': {
      family: 'dictionaries',
      who: 'D',
      fresh: 'always',
      base: () => ({ displayCode: `fzd${next()}`, name: '模糊字典', items: [{ label: '甲', value: 'a', children: [{ label: '乙', value: 'b' }] }] }),
      stored: { name: 'exact', 'items.0.label': 'trim', 'items.0.value': 'trim', 'items.0.children.0.label': 'trim', 'items.0.children.0.value': 'trim' },
      readBack: async (sent) => dictionaryDetail(String(getAt(sent, ['displayCode']))),
    },
    'PUT /ks/base/dictionary/manager': {
      family: 'dictionaries',
      who: 'D',
      fresh: 'always',
      base: async () => ({ displayCode: await fuzzDictionary(), name: '模糊字典', version: 1, items: [{ label: '丙', value: 'c' }] }),
      stored: { name: 'exact', 'items.0.label': 'trim', 'items.0.value': 'trim' },
      readBack: async (sent) => dictionaryDetail(String(getAt(sent, ['displayCode']))),
    },
    'DELETE /ks/base/dictionary/manager': { family: 'dictionaries', who: 'D', fresh: 'always', base: async () => ({ displayCode: await fuzzDictionary() }) },
    'POST /ks/base/dictionary/manager/rollback': { family: 'dictionaries', who: 'D', fresh: 'always', base: async () => ({ displayCode: await fuzzDictionary(), version: 1 }) },
    // Card style templates (docs/style-templates.md): each stored request names a template of its own.
    'POST /ks/config/structure/style-template/save': {
      family: 'style templates',
      who: 'D',
      fresh: 'always',
      base: () => ({ name: `模板${next()}`, style: { titleKey: 'xmmc', width: '50%', contents: [{ contentKey: 'zbdw', color: '#333' }] } }),
      stored: { name: 'trim', 'style.titleKey': 'exact', 'style.contents.0.contentKey': 'exact', 'style.contents.0.color': 'exact' },
      readBack: async (_sent, a) => (await styleTemplates()).find((t) => t.id === dataOf(a).id) ?? {},
    },
    'POST /ks/config/structure/style-template/delete': { family: 'style templates', who: 'D', fresh: 'always', base: async () => ({ id: await fuzzStyleTemplate() }) },
    'POST /ks/base/dictionary/manager/import': {
      family: 'dictionaries',
      who: 'D',
      part: 'multipart',
      // The file is the fuzz kit's PNG: every request is refused as not an .xlsx, after the fields are checked.
      base: async () => ({ fields: { displayCode: await fuzzDictionary(), version: '1' }, fileField: 'file', fileName: '字典.xlsx' }),
      skip: ['fileField'],
    },
  };
}
