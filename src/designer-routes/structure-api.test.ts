import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { mayOpen } from './RoleGate';
import { NODE_PROPERTIES } from './node-properties';

const calls: Array<{ method?: string; url?: string; data?: unknown; quiet?: boolean }> = [];
let answer: (config: { method?: string; url?: string }) => unknown = () => null;
vi.mock('../api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/client')>();
  const request = async (config: { method?: string; url?: string; data?: unknown; quiet?: boolean }) => {
    calls.push(config);
    const a = answer(config);
    if (a instanceof Error) throw a;
    return a;
  };
  return {
    ...real,
    request,
    get: (url: string, config = {}) => request({ ...config, method: 'GET', url }),
    post: (url: string, data: unknown, config = {}) => request({ ...config, method: 'POST', url, data }),
  };
});
const { createDesignerApi, createMenuApi } = await import('./structure-api');
const { createTypeCardApi } = await import('./type-card-api');

const conflict = () => new ApiError('配置已被他人修改，请刷新或对比后再保存', { kind: 'dialog', message: 'x', dialogType: 2 }, 409, 409);
afterEach(() => {
  calls.length = 0;
});

describe('designer API over the client', () => {
  it('a save is a quiet PUT with the version; a 409 answers the server copy for compare', async () => {
    const server = { nodeId: 'n', version: 4, updatedBy: '李工', updatedAt: '2026-01-02T03:04:05.000Z', title: 't', config: { kind: 'form', groups: [] } };
    answer = (c) => (c.method === 'PUT' ? conflict() : server);
    const outcome = await createDesignerApi().saveNode({ nodeId: 'n', config: { kind: 'form', groups: [] }, version: 3 });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/ks/config/structure/display-groups', data: { nodeId: 'n', version: 3 }, quiet: true });
    expect(outcome).toEqual({ kind: 'conflict', currentVersion: 4, savedBy: '李工', savedAt: server.updatedAt, serverConfig: server.config, serverTitle: 't' });
  });

  it('the preview save goes through node/update-preview; a 400 gives its reason', async () => {
    answer = () => new ApiError('第 1 个字段「A」(a): 正则表达式无效', { kind: 'dialog', message: 'x', dialogType: 2 }, 400, 400);
    const outcome = await createDesignerApi().saveNode({ nodeId: 'n', config: { kind: 'form', groups: [] }, version: 1, preview: true });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/ks/config/node/update-preview' });
    expect(outcome).toEqual({ kind: 'invalid', message: '第 1 个字段「A」(a): 正则表达式无效' });
  });

  it('a node without a page config loads as null', async () => {
    answer = () => new ApiError('页面配置不存在', { kind: 'dialog', message: 'x', dialogType: 2 }, 404, 404);
    expect(await createDesignerApi().loadNode('n')).toBeNull();
  });

  it('deleting a menu with page configs asks before cascading', async () => {
    answer = (c) => (c.method === 'DELETE' ? conflict() : null);
    expect(await createMenuApi().remove('m1', false)).toEqual({ kind: 'has-pages', message: '配置已被他人修改，请刷新或对比后再保存' });
    answer = () => ({ deletedMenus: ['m1', 'm2'], deletedNodes: ['m2'] });
    expect(await createMenuApi().remove('m1', true)).toEqual({ kind: 'deleted', menus: 2, nodes: 1 });
  });

  it('tells the shell to re-read its left menu after each accepted change, not after a refused one', async () => {
    const onChanged = vi.fn();
    const api = createMenuApi(onChanged);
    answer = () => ({ id: 'm9' });
    await api.add({ systemCoding: 's', title: '新菜单' } as Parameters<typeof api.add>[0]);
    await api.edit({ id: 'm9', title: '改名' } as Parameters<typeof api.edit>[0]);
    await api.move({ id: 'm9', parentId: null, index: 0 } as Parameters<typeof api.move>[0]);
    answer = () => ({ deletedMenus: ['m9'], deletedNodes: [] });
    await api.remove('m9', false);
    expect(onChanged).toHaveBeenCalledTimes(4);
    answer = () => conflict();
    await expect(api.edit({ id: 'm9', title: 'x' } as Parameters<typeof api.edit>[0])).rejects.toThrow('配置已被他人修改');
    expect(await api.remove('m9', false)).toMatchObject({ kind: 'has-pages' });
    answer = () => [];
    await api.list('s');
    expect(onChanged).toHaveBeenCalledTimes(4);
  });

  it('the icon pickers ask GET node-logos and POST group-icons quietly (the pickers show a failure), and change nothing', async () => {
    const onChanged = vi.fn();
    answer = (c) => (c.url === '/ks/config/node/node-logos' ? [{ name: 'FileOutlined', label: '文件' }] : [{ name: 'StarOutlined', label: '星标' }]);
    expect(await createMenuApi(onChanged).nodeLogos()).toEqual([{ name: 'FileOutlined', label: '文件' }]);
    expect(await createTypeCardApi().groupIcons()).toEqual([{ name: 'StarOutlined', label: '星标' }]);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'GET', url: '/ks/config/node/node-logos', quiet: true }),
      expect.objectContaining({ method: 'POST', url: '/ks/config/group/group-icons', data: {}, quiet: true }),
    ]);
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('route guard and node properties', () => {
  it('developers design pages; administrators build systems and menus; users neither', () => {
    expect(mayOpen('D', ['D'])).toBe(true);
    expect(mayOpen('M', ['D'])).toBe(false);
    expect(mayOpen('M', ['M', 'D'])).toBe(true);
    expect(mayOpen('U', ['M', 'D'])).toBe(false);
  });
  it('offers the spec\'s node property texts', () => {
    for (const p of ['列表', '详情', '动态列表', '动态详情', '卡片列表', '文件分析', '承诺书']) expect(NODE_PROPERTIES).toContain(p);
  });
});
