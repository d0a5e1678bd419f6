import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { CatalogueCall, SaveCatalogueBody, TryCallAnswer, TryCallBody } from '../../schemas/catalogue';
import type { DisplayGroupDetail } from '../../schemas/designer';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';
import type { CallsApi, SaveCallsOutcome } from './api';
import { CallsPanel } from './CallsPanel';

tolerateFormilyStyles();
afterEach(cleanup);
const SLOW = { timeout: 15_000 };

const PRICE_NODE: DisplayGroupDetail = {
  nodeId: 'price-list',
  systemCoding: 'material_price',
  kind: 'list',
  title: '材料价格',
  menuTitle: '材料价格',
  version: 2,
  updatedAt: '',
  updatedBy: '开发者',
  config: { kind: 'list', columns: [{ code: 'clmc', name: '材料名称' }, { code: 'city', name: '城市' }] },
};

const SAVED: CatalogueCall = {
  path: '/ks/material/price/material/info-list',
  method: 'POST',
  access: ['M', 'U'],
  operation: 'list',
  nodeId: 'price-list',
  params: [],
  fixed: [],
  answer: { envelope: 'data' },
  summary: '材料价格列表',
};

/** A system's calls at `version`; saves and tries are recorded, their answers set per test. */
function fakeApi(calls: CatalogueCall[], version = 3) {
  const saves: SaveCatalogueBody[] = [];
  const tries: TryCallBody[] = [];
  const state = {
    load: async () => ({ systemCoding: 'material_price', version, calls }),
    save: async (): Promise<SaveCallsOutcome> => ({ kind: 'saved', version: version + 1 }),
    tryCall: async (): Promise<TryCallAnswer> => ({ status: 200, contentType: 'application/json; charset=utf-8', body: { code: 200, result: ['2024-01', '2024-02'] } }),
  };
  const api: CallsApi = {
    load: () => state.load(),
    save: async (body) => {
      saves.push(structuredClone(body));
      return state.save();
    },
    tryCall: async (body) => {
      tries.push(structuredClone(body));
      return state.tryCall();
    },
    listNodes: async () => [PRICE_NODE],
    loadNode: async () => PRICE_NODE,
    dictionaries: async () => [],
  };
  return { api, saves, tries, state };
}

const mount = (api: CallsApi, systemCoding = 'material_price') =>
  render(
    <App>
      <CallsPanel systemCoding={systemCoding} api={api} />
    </App>,
  );

/** Opens an antd select or autocomplete by its accessible name, types `text` and clicks the option that starts with it. */
async function pick(scope: HTMLElement, name: string, text: string) {
  const box = input(scope, name);
  fireEvent.mouseDown(box.closest('.ant-select')!.querySelector('.ant-select-selector')!);
  // typed first: the dropdown is a virtual list, only its first options are drawn
  fireEvent.change(box, { target: { value: text } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent?.startsWith(text));
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

/**
 * Queries by label and text, not by role: role queries walk the accessibility tree of the whole
 * drawer (seconds per query in jsdom with antd's inputs).
 */
function button(scope: HTMLElement, name: string): HTMLElement {
  const found = [...scope.querySelectorAll<HTMLElement>('button')].find((b) => b.getAttribute('aria-label') === name || b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { exact: true }) as HTMLInputElement;
/** A drawer or modal by its title (under test every antd title has the same id, so names by aria-labelledby collide). */
function dialog(title: string | RegExp): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role=dialog]')].find((e) => {
    const text = e.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent ?? '';
    return typeof title === 'string' ? text === title : title.test(text);
  });
  if (!found) throw new Error(`no dialog ${String(title)}`);
  return found;
}
const drawer = () => dialog(/新增接口|编辑接口/);

describe('接口 panel', () => {
  it('lists the system’s calls with path, method, access, operation and node; an empty system says how to start', async () => {
    mount(fakeApi([SAVED]).api);
    const row = (await screen.findByText('/ks/material/price/material/info-list', {}, SLOW)).closest('tr')!;
    expect(row.textContent).toContain('POST');
    expect(row.textContent).toContain('管理员、企业用户');
    expect(row.textContent).toContain('列表分页查询');
    expect(await within(row).findByText('材料价格（price-list）')).toBeTruthy();
    expect(screen.getByText('已保存 · 版本 3')).toBeTruthy();
    expect(screen.getByText(/对应规格的「材料价格」/)).toBeTruthy();
    cleanup();
    mount(fakeApi([]).api);
    expect(await screen.findByText('还没有接口：点击「新增接口」添加', {}, SLOW)).toBeTruthy();
  });

  it('a list that cannot be read shows why, and 重试 reads it again', async () => {
    const { api, state } = fakeApi([SAVED]);
    state.load = async () => {
      throw new Error('网络连接失败，请稍后重试');
    };
    mount(api);
    expect(await screen.findByText('网络连接失败，请稍后重试', {}, SLOW)).toBeTruthy();
    state.load = async () => ({ systemCoding: 'material_price', version: 3, calls: [SAVED] });
    fireEvent.click(button(document.body, '重试'));
    expect(await screen.findByText('/ks/material/price/material/info-list')).toBeTruthy();
  });

  it('a call added from the spec’s paths, with a parameter mapping, is saved with the whole list and the version read', async () => {
    const { api, saves } = fakeApi([SAVED]);
    // The portal's area: its 从业地区 call is one the platform's code does not serve (the material
    // prices' calls all are now, so that area has no path left to pick).
    mount(api, 'portal_demo');
    await screen.findByText('/ks/material/price/material/info-list', {}, SLOW);
    fireEvent.click(button(document.body, '新增接口'));
    const d = drawer();
    // nothing chosen: each input says what it needs, nothing joins the list
    fireEvent.click(button(d, '确定'));
    expect(within(d).getByText('请输入接口路径')).toBeTruthy();
    expect(within(d).getByText('请选择引擎操作')).toBeTruthy();
    expect(within(d).getByText('请选择节点')).toBeTruthy();
    expect(within(d).getByText('请填写说明')).toBeTruthy();

    await pick(d, '接口路径', 'GET /ks/portal/v1/common/practice-areas');
    expect((input(d, '接口路径') as HTMLInputElement).value).toBe('/ks/portal/v1/common/practice-areas');
    expect(input(d, 'GET')).toHaveProperty('checked', true);
    expect((input(d, '说明') as HTMLInputElement).value).toBe('从业地区');
    await pick(d, '引擎操作', '列表分页查询');
    await pick(d, '节点', '材料价格（price-list）');
    fireEvent.click(input(d, '公开'));
    fireEvent.click(button(d, '添加参数映射'));
    fireEvent.change(input(d, '参数映射第 1 行：接口参数'), { target: { value: 'cityName' } });
    await pick(d, '参数映射第 1 行：引擎字段', '城市（city）');
    fireEvent.click(input(d, 'result'));
    fireEvent.click(button(d, '确定'));
    await waitFor(() => expect(() => dialog('新增接口')).toThrow());

    expect(screen.getByText('有未保存的修改（读取时为版本 3）')).toBeTruthy();
    fireEvent.click(button(document.body, '保存接口'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      systemCoding: 'portal_demo',
      version: 3,
      calls: [
        SAVED,
        {
          path: '/ks/portal/v1/common/practice-areas',
          method: 'GET',
          access: 'public',
          operation: 'list',
          nodeId: 'price-list',
          params: [{ from: 'cityName', to: 'city', as: 'filter' }],
          fixed: [],
          answer: { envelope: 'result' },
          summary: '从业地区',
        },
      ],
    });
    expect(await screen.findByText('已保存 · 版本 4')).toBeTruthy();
  }, 30_000);

  it('a writing operation cannot be public; roles need one role', async () => {
    mount(fakeApi([]).api);
    fireEvent.click(await waitFor(() => button(document.body, '新增接口'), SLOW));
    const d = drawer();
    fireEvent.click(input(d, '公开'));
    await pick(d, '引擎操作', '新增记录');
    expect(input(d, '公开')).toHaveProperty('disabled', true);
    expect(input(d, '登录用户')).toHaveProperty('checked', true);
    fireEvent.click(input(d, '指定角色'));
    fireEvent.click(button(d, '确定'));
    expect(within(d).getByText('请至少选择一个角色')).toBeTruthy();
    fireEvent.click(input(d, '企业用户'));
    expect(within(d).queryByText('请至少选择一个角色')).toBeNull();
  }, 30_000);

  it('a refused save shows the server’s message and keeps the list as edited', async () => {
    const { api, state, saves } = fakeApi([SAVED]);
    state.save = async () => ({ kind: 'refused', stale: true, message: '接口配置已被他人修改（当前版本 4），请重新读取后再保存' });
    mount(api);
    fireEvent.click(await waitFor(() => button(document.body, `编辑：POST ${SAVED.path}`), SLOW));
    fireEvent.change(input(drawer(), '说明'), { target: { value: '材料价格列表（按城市）' } });
    fireEvent.click(button(drawer(), '确定'));
    fireEvent.click(button(document.body, '保存接口'));
    expect(await screen.findByText(/接口配置已被他人修改（当前版本 4）/)).toBeTruthy();
    expect(screen.getByText('材料价格列表（按城市）')).toBeTruthy();
    expect(screen.getByText('有未保存的修改（读取时为版本 3）')).toBeTruthy();
    state.save = async () => ({ kind: 'refused', stale: false, message: '路径 /ks/monitor/table-list 是平台的引擎接口，不能配置为业务接口' });
    // antd's Button drops its loading state in an effect after the refusal shows; a click before
    // that is ignored (seen on a loaded machine), as a user's would be.
    await waitFor(() => expect(button(document.body, '保存接口').className).not.toContain('ant-btn-loading'));
    fireEvent.click(button(document.body, '保存接口'));
    expect(await screen.findByText('路径 /ks/monitor/table-list 是平台的引擎接口，不能配置为业务接口')).toBeTruthy();
    expect(saves.map((s) => s.version)).toEqual([3, 3]);
  }, 30_000);

  it('试调用 runs a row as the chosen role with the typed input and shows the status and the answer', async () => {
    const { api, tries, state } = fakeApi([SAVED]);
    mount(api);
    fireEvent.click(await waitFor(() => button(document.body, `试调用：POST ${SAVED.path}`), SLOW));
    const trial = dialog(`试调用：POST ${SAVED.path}`);
    // a roles call is tried as its first role
    expect(input(trial, '管理员')).toHaveProperty('checked', true);
    fireEvent.click(input(trial, '企业用户'));
    const body = input(trial, '请求体（JSON）');
    fireEvent.change(body, { target: { value: '{"qymc": ' } });
    fireEvent.click(button(trial, '调用'));
    expect(within(trial).getByText('请输入 JSON 对象，如 {"qymc": "华建"}')).toBeTruthy();
    expect(tries).toHaveLength(0);
    fireEvent.change(body, { target: { value: '{"qymc": "华建", "curPage": 1}' } });
    fireEvent.click(button(trial, '调用'));
    const result = await within(trial).findByLabelText('调用结果', {}, SLOW);
    expect(tries[0]).toEqual({ systemCoding: 'material_price', call: SAVED, as: 'U', input: { qymc: '华建', curPage: 1 } });
    expect(within(result).getByText('状态 200')).toBeTruthy();
    expect(within(result).getByLabelText('返回内容').textContent).toBe(JSON.stringify({ code: 200, result: ['2024-01', '2024-02'] }, null, 2));

    state.tryCall = async () => ({ status: 200, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: { name: '信用记录.xlsx', size: 5120 } });
    await waitFor(() => expect(button(trial, '调用').className).not.toContain('ant-btn-loading'));
    fireEvent.click(button(trial, '调用'));
    expect(await within(trial).findByText('信用记录.xlsx', {}, SLOW)).toBeTruthy();
    expect(within(trial).getByText(/5\.0 KB（5120 字节）/)).toBeTruthy();
    state.tryCall = async () => ({ status: 403, contentType: 'application/json', body: { code: 403, message: '无权访问' } });
    // antd's button leaves its loading state a render after the answer: a click before then is dropped
    await waitFor(() => expect(button(trial, '调用').className).not.toContain('ant-btn-loading'));
    fireEvent.click(button(trial, '调用'));
    expect(await within(trial).findByText('状态 403', {}, SLOW)).toBeTruthy();
  }, 30_000);

  it('an unsaved row is tried from the editor, as 未登录 when it is public', async () => {
    const { api, tries, saves } = fakeApi([]);
    mount(api);
    fireEvent.click(await waitFor(() => button(document.body, '新增接口'), SLOW));
    const d = drawer();
    fireEvent.change(input(d, '接口路径'), { target: { value: '/ks/material/price/city-list' } });
    await pick(d, '引擎操作', '字段的不同取值');
    await pick(d, '节点', '材料价格（price-list）');
    await pick(d, '字段', '城市（city）');
    fireEvent.click(input(d, '公开'));
    fireEvent.change(input(d, '说明'), { target: { value: '材料价格的城市' } });
    fireEvent.click(button(d, '试调用'));
    const trial = await waitFor(() => dialog('试调用：POST /ks/material/price/city-list'), SLOW);
    expect(input(trial, '未登录')).toHaveProperty('checked', true);
    fireEvent.click(button(trial, '调用'));
    await within(trial).findByLabelText('调用结果', {}, SLOW);
    expect(tries[0]).toMatchObject({ as: 'anonymous', call: { operation: 'distinct', field: 'city', access: 'public' }, input: {} });
    // trying a row does not save it
    expect(saves).toHaveLength(0);
  }, 30_000);
});
