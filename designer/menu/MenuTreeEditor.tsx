import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent, type DragMoveEvent } from '@dnd-kit/core';
import { Alert, App, Button, Empty, Space, Spin, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { EditMenuBody, MoveMenuBody, StructureMenu } from '../../schemas/designer';
import { AddMenuDialog, type NewMenuValues } from './AddMenuDialog';
import type { MenuApi } from './menu-api';
import type { IconChoices } from './menu-fields';
import { MenuEditForm } from './MenuEditForm';
import { MenuRowItem } from './MenuRowItem';
import { useRemoteChoices } from '../use-choices';
import { planDrop, planShift, treeRows, zoneAt, type DropZone, type Shift } from './tree-model';
import './menu-editor.css';

export interface MenuTreeEditorProps {
  systemCoding: string;
  api: MenuApi;
  /** the node property texts offered (spec 000 §2 routing) */
  nodeProperties: readonly string[];
  /** draws an icon by its antd name (the shell's set; the names offered come from api.nodeLogos) */
  renderIcon: (name: string) => ReactNode;
  /** opens the page designer of a menu (developers only) */
  onDesign?: (menu: StructureMenu) => void;
}

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : '操作失败，请稍后重试');

/**
 * The menu tree of one system: add, rename, icon, node property, shown / disabled, child menus,
 * and moving by drag (before / into / after a row) or by the move buttons. Every change is one
 * structure call; the tree is read again after it, so it always shows what the server holds.
 */
export function MenuTreeEditor({ systemCoding, api, nodeProperties, renderIcon, onDesign }: MenuTreeEditorProps) {
  const { message, modal } = App.useApp();
  const logos = useRemoteChoices(useCallback(() => api.nodeLogos(), [api]), '图标加载失败');
  const icons: IconChoices = useMemo(() => ({ ...logos, render: renderIcon }), [logos, renderIcon]);
  const [menus, setMenus] = useState<StructureMenu[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState<{ parentId: string | null; parentTitle: string | null } | null>(null);
  const [hint, setHint] = useState<{ id: string; zone: DropZone } | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setMenus(await api.list(systemCoding));
    } catch (e) {
      setLoadError(errorText(e));
    }
  }, [api, systemCoding]);
  useEffect(() => {
    setMenus(null);
    void load();
  }, [load]);

  /** Runs one structure call with the tree locked, then reads the tree again. */
  const mutate = async (call: () => Promise<string | null>): Promise<boolean> => {
    setBusy(true);
    try {
      const done = await call();
      if (done) message.success(done);
      await load();
      return true;
    } catch (e) {
      // The menu calls are quiet (no client dialog): the reason is shown here, next to the tree.
      message.error(errorText(e));
      await load();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const move = (body: MoveMenuBody | { error: string } | null) => {
    if (!body) return;
    if ('error' in body) return void message.warning(body.error);
    void mutate(async () => {
      await api.move(body);
      return '移动成功';
    });
  };

  const remove = (menu: StructureMenu) =>
    modal.confirm({
      title: `删除菜单「${menu.title}」？`,
      content: '其下级菜单会一起删除。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        mutate(async () => {
          const outcome = await api.remove(menu.id, false);
          if (outcome.kind === 'deleted') return `已删除 ${outcome.menus} 个菜单`;
          // Page configs hang below: say which, and delete them too only on a second yes.
          modal.confirm({
            title: '同时删除页面配置？',
            content: outcome.message,
            okText: '连同页面配置一起删除',
            okButtonProps: { danger: true },
            cancelText: '取消',
            onOk: () =>
              mutate(async () => {
                const again = await api.remove(menu.id, true);
                return again.kind === 'deleted' ? `已删除 ${again.menus} 个菜单和 ${again.nodes} 个页面配置` : null;
              }),
          });
          return null;
        }),
    });

  const add = (values: NewMenuValues) =>
    mutate(async () => {
      const created = await api.add({ systemCoding, parentId: adding?.parentId ?? null, title: values.title, nodeProperties: values.nodeProperties || undefined, icon: values.icon || undefined });
      setSelectedId(created.id);
      return '新增成功';
    });

  const save = (body: EditMenuBody) =>
    mutate(async () => {
      await api.edit(body);
      return '修改成功';
    });

  const rows = useMemo(() => treeRows(menus ?? []), [menus]);
  const selected = menus?.find((m) => m.id === selectedId) ?? null;

  const onDragMove = (e: DragMoveEvent) => {
    const rect = e.active.rect.current.translated;
    if (!e.over || !rect || e.over.id === e.active.id) return setHint(null);
    const zone = zoneAt(rect.top + rect.height / 2, e.over.rect);
    setHint((h) => (h?.id === e.over!.id && h.zone === zone ? h : { id: String(e.over!.id), zone }));
  };
  const onDragEnd = (e: DragEndEvent) => {
    const target = hint;
    setHint(null);
    setDraggingId(null);
    if (!menus || !e.over || !target || target.id !== e.over.id) return;
    move(planDrop(menus, String(e.active.id), target.id, target.zone));
  };

  if (loadError && !menus) {
    return <Alert type="error" showIcon message="菜单加载失败" description={loadError} action={<Button onClick={() => void load()}>重试</Button>} />;
  }
  if (!menus) return <Spin tip="菜单加载中…"><div style={{ height: 120 }} /></Spin>;

  const dragged = menus.find((m) => m.id === draggingId);
  return (
    <div className="ks-menu-editor">
      <section className="ks-menu-editor-tree" aria-label="菜单树">
        <Space style={{ marginBottom: 8 }} wrap>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding({ parentId: null, parentTitle: null })} disabled={busy}>
            新增菜单
          </Button>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void load()} disabled={busy}>
            刷新
          </Button>
          <Typography.Text type="secondary">拖动到一行的上沿 / 下沿排在它前 / 后，拖到中间成为它的子菜单</Typography.Text>
        </Space>
        <Spin spinning={busy} tip="保存中…">
          <DndContext
            sensors={sensors}
            collisionDetection={pointerWithin}
            onDragStart={(e) => setDraggingId(String(e.active.id))}
            onDragMove={onDragMove}
            onDragEnd={onDragEnd}
            onDragCancel={() => {
              setHint(null);
              setDraggingId(null);
            }}
          >
            {rows.length ? (
              rows.map(({ menu, depth }) => (
                <MenuRowItem
                  key={menu.id}
                  menu={menu}
                  depth={depth}
                  selected={menu.id === selectedId}
                  hint={hint?.id === menu.id ? hint.zone : null}
                  icon={renderIcon(menu.icon)}
                  busy={busy}
                  can={{
                    up: !!planShift(menus, menu.id, 'up'),
                    down: !!planShift(menus, menu.id, 'down'),
                    indent: !!planShift(menus, menu.id, 'indent'),
                    outdent: !!planShift(menus, menu.id, 'outdent'),
                  }}
                  onSelect={() => setSelectedId(menu.id)}
                  onShift={(s: Shift) => move(planShift(menus, menu.id, s))}
                  onAddChild={() => setAdding({ parentId: menu.id, parentTitle: menu.title })}
                  onRemove={() => remove(menu)}
                  onDesign={onDesign && !menu.hasChildren ? () => onDesign(menu) : undefined}
                />
              ))
            ) : (
              <Empty description="暂无菜单，点击「新增菜单」开始" />
            )}
            <DragOverlay dropAnimation={null}>{dragged ? <div className="ks-menu-row is-overlay">{dragged.title}</div> : null}</DragOverlay>
          </DndContext>
        </Spin>
      </section>
      <aside className="ks-menu-editor-panel" aria-label="菜单属性">
        {selected ? <MenuEditForm key={selected.id} menu={selected} icons={icons} nodeProperties={nodeProperties} onSave={save} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="选择一个菜单以编辑" />}
      </aside>
      <AddMenuDialog parentTitle={adding ? adding.parentTitle : undefined} icons={icons} nodeProperties={nodeProperties} onAdd={add} onClose={() => setAdding(null)} />
    </div>
  );
}
