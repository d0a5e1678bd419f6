import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { StructureMenu } from '../../schemas/designer';
import { MenuRowItem } from '../menu/MenuRowItem';
import { FieldRow } from '../kinds/form/FieldRow';
import { PaletteTile } from './PaletteTile';
import { fieldId } from './dnd-ids';

afterEach(cleanup);

const inDnd = (ui: ReactNode) => render(<DndContext>{ui}</DndContext>);
const noop = () => undefined;

/**
 * WCAG 2.5.3 (label in name), as axe's label-content-name-mismatch checks it: a row's select button
 * is named by the title it shows, with no aria-label that would leave the rest of its text out;
 * the type, key and tags it also shows are read as its description.
 */
describe('designer rows and tiles are named by their visible title', () => {
  it('a field row: the field name (no asterisk), described by 必填, type, key and tags', () => {
    inDnd(
      <SortableContext items={[fieldId(0, 0)]}>
        <FieldRow
          item={{ bianma: 'qymc', name: '企业名称', type: 'text', required: 1, regex: '^x$' }}
          group={0}
          index={0}
          typeLabel="单行文本"
          selected={false}
          problems={0}
          insertHint={false}
          onSelect={noop}
          onMove={noop}
          onRemove={noop}
          canUp={false}
          canDown={false}
          span={12}
          resizable
          onResize={noop}
        />
      </SortableContext>,
    );
    const row = screen.getByRole('button', { name: '企业名称', description: /必填.*单行文本.*qymc.*正则/ });
    expect(row.hasAttribute('aria-label')).toBe(false);
    expect(row.getAttribute('aria-pressed')).toBe('false');
  });

  it('a palette tile: the type name, described by the action and the key, then the drag instructions', () => {
    inDnd(<PaletteTile source="palette-field" type="text" label="单行文本" testId="palette-text" action="添加字段" onAdd={noop} />);
    const tile = screen.getByRole('button', { name: '单行文本', description: /^添加字段\s*text/ });
    expect(tile.hasAttribute('aria-label')).toBe(false);
    // dnd-kit's own description (how to drag with the keyboard) is kept, after ours
    expect(tile.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('a menu row: the title (not the icon), described by its state tags', () => {
    const menu: StructureMenu = {
      id: 'm1', parentId: null, sort: 0, systemCoding: 's', title: '信用申报', icon: '', itShows: '否', nodeProperties: 'apply', style: '', nodeSetFlag: false, disabled: false, roles: ['D'], hasChildren: false, nodeKind: 'form',
    };
    inDnd(
      <MenuRowItem
        menu={menu}
        depth={0}
        selected
        hint={null}
        icon={<span role="img" aria-label="appstore" />}
        can={{ up: false, down: false, indent: false, outdent: false }}
        busy={false}
        onSelect={noop}
        onShift={noop}
        onAddChild={noop}
        onRemove={noop}
      />,
    );
    const row = screen.getByRole('button', { name: '信用申报', description: /apply.*隐藏.*已配置页面/ });
    expect(row.hasAttribute('aria-label')).toBe(false);
    expect(row.getAttribute('aria-pressed')).toBe('true');
  });
});
