import type { FormItem } from '../../schemas/form';
import type { StructureMenu } from '../../schemas/designer';
import type { DesignerApi } from '../api';
import type { MenuApi } from '../menu/menu-api';
import { makeDictionaries, removeDictionaries, withDictionaries, type DictionaryMaker, type DictionaryPlan } from '../fields-fast/paste-dictionaries';
import { formConfigOf, listConfigOf, type PairChoice } from './plan';

export interface PairRequest {
  systemCoding: string;
  /** the page name: the folder menu's; the list and the form are 「name列表」 and 「name详情」 */
  title: string;
  /** the menu to put the pair under; null: a new folder menu of the same name at the top level */
  parentId: string | null;
  items: FormItem[];
  choice: PairChoice;
  /**
   * the dictionaries of pasted choices, made first; the form's fields name them instead of their
   * inline choices; the list's search conditions take their choices from the fields (plan.ts filterFor)
   */
  dictionaries?: { api: DictionaryMaker; plans: readonly DictionaryPlan[] };
}

export interface PairResult {
  folder: StructureMenu | null;
  list: StructureMenu;
  form: StructureMenu;
}

/** The longest page name: 「name列表」 must stay within a menu title's 64 characters. */
export const MAX_PAIR_TITLE = 60;

export function pairTitleProblem(title: string): string | undefined {
  const t = title.trim();
  if (!t) return '请输入页面名称';
  if ([...t].length > MAX_PAIR_TITLE) return `页面名称不能超过 ${MAX_PAIR_TITLE} 个字符`;
  return undefined;
}

/**
 * Creates a page pair through the structure calls: the menus (a folder unless a parent is given,
 * then the list, then the detail), the detail form with the fields, and the list naming it as its
 * detail node. The dictionaries of pasted choices are made before (the form names them). The calls
 * are separate, so on a refusal half-way the menus and dictionaries made so far are deleted again
 * (menus first: a dictionary a saved field uses cannot be deleted) and the refusal is passed on.
 */
export async function createPagePair(menus: MenuApi, designer: Pick<DesignerApi, 'createNode'>, req: PairRequest): Promise<PairResult> {
  const title = req.title.trim();
  const made: StructureMenu[] = [];
  const add = async (body: Parameters<MenuApi['add']>[0]) => {
    const menu = await menus.add(body);
    made.push(menu);
    return menu;
  };
  const dicts = req.dictionaries;
  const madeDicts = dicts ? await makeDictionaries(dicts.plans, dicts.api) : [];
  try {
    const folder = req.parentId ? null : await add({ systemCoding: req.systemCoding, parentId: null, title });
    const parentId = req.parentId ?? folder!.id;
    const list = await add({ systemCoding: req.systemCoding, parentId, title: `${title}列表`, nodeProperties: '列表' });
    const form = await add({ systemCoding: req.systemCoding, parentId, title: `${title}详情`, nodeProperties: '详情' });
    await designer.createNode({ nodeId: form.id, kind: 'form', title: form.title, config: formConfigOf(form.title, dicts ? withDictionaries(req.items, dicts.plans) : req.items) });
    await designer.createNode({ nodeId: list.id, kind: 'list', title: list.title, config: listConfigOf({ title: list.title, listNodeId: list.id, formNodeId: form.id, items: req.items, choice: req.choice }) });
    return { folder, list, form };
  } catch (e) {
    // undo what was made, children first; a failing clean-up must not hide the first refusal
    for (const menu of [...made].reverse()) await menus.remove(menu.id, true).catch(() => undefined);
    const left = dicts ? await removeDictionaries(madeDicts, dicts.api) : '';
    if (left) throw new Error(`${e instanceof Error && e.message ? e.message : '创建失败'}${left}`);
    throw e;
  }
}
