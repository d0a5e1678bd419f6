import { useEffect, useState } from 'react';
import { Alert, Button, Input, Modal, Select, Space, Steps, Typography } from 'antd';
import type { StructureMenu } from '../../schemas/designer';
import type { FieldRegistry } from '../../runtime/core/registry';
import type { DesignerApi } from '../api';
import type { MenuApi } from '../menu/menu-api';
import type { DictionaryApi } from '../dictionaries/api';
import { describePlan, planDictionaries, type DictionaryPlan } from '../fields-fast/paste-dictionaries';
import { PasteFieldsEditor } from '../fields-fast/PasteFieldsEditor';
import { usePasteDrafts } from '../fields-fast/use-paste';
import { createPagePair, pairTitleProblem, type PairResult } from './create-pair';
import { PairChecklist } from './PairChecklist';
import { defaultChoice, type PairChoice } from './plan';

interface Props {
  open: boolean;
  systemCoding: string;
  menuApi: MenuApi;
  designerApi: Pick<DesignerApi, 'createNode'>;
  registry: FieldRegistry;
  /** pasted choices become dictionaries through it; without it they stay inline options */
  dictionaryApi?: Pick<DictionaryApi, 'list' | 'detail' | 'create' | 'remove'>;
  onCreated: (result: PairResult) => void;
  onClose: () => void;
}

const NEW_FOLDER = '';
const NONE: ReadonlySet<string> = new Set();
type Toggles = { [K in keyof PairChoice]: Record<string, boolean> };
const noToggles = (): Toggles => ({ columns: {}, headerSearch: {}, filters: {} });

/**
 * 新建列表 + 详情: a page name, the form's fields pasted as names, and which of them the list shows
 * (columns, header search, conditions), then the menus and both page configs in one go.
 */
export function PagePairDialog({ open, systemCoding, menuApi, designerApi, registry, dictionaryApi, onCreated, onClose }: Props) {
  const paste = usePasteDrafts(registry);
  const [step, setStep] = useState(0);
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const [parentId, setParentId] = useState(NEW_FOLDER);
  const [folders, setFolders] = useState<StructureMenu[]>([]);
  const [toggles, setToggles] = useState<Toggles>(noToggles);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // the second step says which dictionaries the pasted choices make (or reuse)
  const [plans, setPlans] = useState<{ plans?: DictionaryPlan[]; error?: string }>({});

  useEffect(() => {
    // a pair can go under a menu that has no page of its own (a folder)
    if (open) menuApi.list(systemCoding).then((menus) => setFolders(menus.filter((m) => !m.nodeKind)), () => setFolders([]));
  }, [open, menuApi, systemCoding]);

  // a few dozen fields at most: built again on each render rather than memoised
  const items = paste.build(NONE);
  const base = defaultChoice(items);
  const pick = (part: keyof PairChoice) => items.map((i) => i.bianma).filter((c) => toggles[part][c] ?? base[part].includes(c));
  const columns = pick('columns');
  const choice: PairChoice = { columns, headerSearch: pick('headerSearch').filter((c) => columns.includes(c)), filters: pick('filters') };
  const titleProblem = pairTitleProblem(title);
  const wanted = dictionaryApi ? paste.wantedDictionaries(items) : [];
  const wantedKey = JSON.stringify(wanted);

  useEffect(() => {
    if (step !== 1 || !dictionaryApi) return;
    let live = true;
    setPlans({});
    planDictionaries(JSON.parse(wantedKey), dictionaryApi).then(
      (p) => live && setPlans({ plans: p }),
      (e: unknown) => live && setPlans({ error: e instanceof Error && e.message ? e.message : '字典列表加载失败' }),
    );
    return () => {
      live = false;
    };
  }, [step, wantedKey, dictionaryApi]);

  const reset = () => {
    paste.reset();
    setStep(0);
    setTitle('');
    setTouched(false);
    setParentId(NEW_FOLDER);
    setToggles(noToggles());
    setError(undefined);
    setPlans({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const create = async () => {
    setBusy(true);
    setError(undefined);
    try {
      // planned again: another developer may have made a dictionary since the preview
      const dictionaries = dictionaryApi && wanted.length ? { api: dictionaryApi, plans: await planDictionaries(wanted, dictionaryApi) } : undefined;
      const result = await createPagePair(menuApi, designerApi, { systemCoding, title, parentId: parentId || null, items, choice, dictionaries });
      reset();
      onCreated(result);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '创建失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  const onOk = () => {
    setTouched(true);
    // a wrong pasted line is shown under the box; nothing is made until it is fixed
    if (titleProblem || paste.errors.length) return;
    if (step === 0) setStep(1);
    else void create();
  };

  return (
    <Modal
      open={open}
      title="新建列表 + 详情"
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>取消</Button>
          {step === 1 && <Button onClick={() => setStep(0)}>上一步</Button>}
          <Button type="primary" loading={busy} onClick={onOk}>
            {step === 0 ? '下一步' : '创建'}
          </Button>
        </Space>
      }
    >
      <Steps size="small" current={step} style={{ marginBottom: 16 }} items={[{ title: '名称与字段' }, { title: '列表内容' }]} />
      {step === 0 ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <label htmlFor="ks-pair-title" className="ks-prop-label">
            页面名称
          </label>
          <Input id="ks-pair-title" value={title} maxLength={60} placeholder="例如 项目登记" status={touched && titleProblem ? 'error' : undefined} onChange={(e) => setTitle(e.target.value)} />
          {touched && titleProblem && <Typography.Text type="danger" role="alert">{titleProblem}</Typography.Text>}
          <Typography.Text type="secondary">将创建菜单「{title.trim() || '名称'}列表」「{title.trim() || '名称'}详情」；列表的「新增」「查看」打开详情表单。</Typography.Text>
          <Select
            aria-label="放在"
            style={{ width: '100%' }}
            value={parentId}
            onChange={setParentId}
            options={[{ value: NEW_FOLDER, label: `新建目录「${title.trim() || '名称'}」（顶层）` }, ...folders.map((m) => ({ value: m.id, label: `放在「${m.title}」下` }))]}
          />
          <PasteFieldsEditor paste={paste} registry={registry} taken={NONE} dictionaries={!!dictionaryApi} />
        </Space>
      ) : (
        <>
          {wanted.length > 0 && (
            <Alert
              style={{ marginBottom: 12 }}
              type={plans.error ? 'error' : 'info'}
              showIcon
              data-testid="pair-dictionaries"
              message={plans.error ?? (plans.plans ? describePlan(plans.plans) : '正在检查已有字典…')}
            />
          )}
            <PairChecklist items={items} choice={choice} onToggle={(part, code, on) => setToggles((t) => ({ ...t, [part]: { ...t[part], [code]: on } }))} />
        </>
      )}
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} />}
    </Modal>
  );
}
