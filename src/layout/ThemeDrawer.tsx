import { App, Button, ColorPicker, Drawer, InputNumber, Radio, Slider, Space } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { ACCENTS, ASIDE_WIDTH, COLOUR_FIELDS, DEFAULT_THEME, type ColourField, type ThemeSettings } from '../../schemas/theme';
import { applyTheme, themeSettings } from '../app/theme';
import { DRAWER_WIDTH } from '../../runtime/core/constants';
import './theme-drawer.css';

export interface ThemeDrawerProps {
  open: boolean;
  onClose: () => void;
  /** stores the choice for the user (PUT /ks/individual/theme); rejects when refused */
  save: (settings: ThemeSettings) => Promise<unknown>;
}

const same = (a: ThemeSettings, b: ThemeSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * 主题设置 (spec 000 §1 floating bar, §4 theme config): light or dark, one of eleven accents, the
 * aside width (200–400, default 240) and the header, aside, table-header and card-title colours.
 * Every change shows at once; closing the drawer commits it — stored on the server for the user,
 * or, when the server refuses, the look before the drawer opened comes back.
 */
export function ThemeDrawer({ open, onClose, save }: ThemeDrawerProps) {
  const { message } = App.useApp();
  const before = useRef(themeSettings());
  const [draft, setDraft] = useState<ThemeSettings>(before.current);

  const change = (next: Partial<ThemeSettings>) => {
    const s = { ...draft, ...next };
    setDraft(s);
    applyTheme(s);
  };

  const close = () => {
    onClose();
    if (same(draft, before.current)) return;
    save(draft).then(
      () => void message.success('主题设置已保存'),
      () => applyTheme(before.current), // the API client has said why
    );
  };

  const colour = (key: ColourField, label: string) => (
    <div className="ks-theme-colour" key={key}>
      <span id={`ks-theme-${key}`}>{label}</span>
      <ColorPicker
        aria-labelledby={`ks-theme-${key}`}
        value={draft[key] || undefined}
        allowClear
        disabledAlpha
        format="hex"
        size="small"
        showText={(c) => (draft[key] ? c.toHexString() : '跟随主题')}
        onChangeComplete={(c) => change({ [key]: c.toHexString().slice(0, 7) })}
        onClear={() => change({ [key]: '' })}
      />
    </div>
  );

  return (
    <Drawer
      title="主题设置"
      open={open}
      onClose={close}
      width={DRAWER_WIDTH.narrow}
      footer={
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Button onClick={() => change({ ...DEFAULT_THEME })}>恢复默认</Button>
          <Button type="primary" onClick={close}>
            完成
          </Button>
        </Space>
      }
    >
      <fieldset className="ks-theme-group">
        <legend>整体风格</legend>
        <Radio.Group optionType="button" buttonStyle="solid" value={draft.theme} onChange={(e) => change({ theme: e.target.value as ThemeSettings['theme'] })}>
          <Radio.Button value="light">亮色</Radio.Button>
          <Radio.Button value="dark">暗色</Radio.Button>
        </Radio.Group>
      </fieldset>
      <fieldset className="ks-theme-group">
        <legend>主题色</legend>
        <div className="ks-theme-accents" role="radiogroup" aria-label="主题色">
          {ACCENTS.map((a) => {
            const on = draft.themeColor === a.key;
            return (
              <button
                key={a.key}
                type="button"
                role="radio"
                aria-checked={on}
                aria-label={a.name}
                title={a.name}
                className="ks-theme-accent"
                style={{ background: a.hue }}
                onClick={() => change({ themeColor: a.key })}
              >
                {on ? <CheckOutlined aria-hidden /> : null}
              </button>
            );
          })}
        </div>
        <div className="ks-theme-accent-name" aria-live="polite">
          {ACCENTS.find((a) => a.key === draft.themeColor)?.name}
        </div>
      </fieldset>
      <fieldset className="ks-theme-group">
        <legend id="ks-theme-width">侧栏宽度（像素）</legend>
        <div className="ks-theme-width">
          <Slider ariaLabelForHandle="侧栏宽度滑块" min={ASIDE_WIDTH.min} max={ASIDE_WIDTH.max} step={10} value={draft.asideWidth} onChange={(w) => change({ asideWidth: w })} />
          <InputNumber
            aria-label="侧栏宽度"
            min={ASIDE_WIDTH.min}
            max={ASIDE_WIDTH.max}
            precision={0}
            value={draft.asideWidth}
            onChange={(w) => typeof w === 'number' && w >= ASIDE_WIDTH.min && w <= ASIDE_WIDTH.max && change({ asideWidth: w })}
          />
        </div>
      </fieldset>
      <fieldset className="ks-theme-group">
        <legend>区域颜色（清除即跟随主题；文字颜色会自动加深或提亮到清晰可读）</legend>
        {COLOUR_FIELDS.map((f) => colour(f.key, f.label))}
      </fieldset>
    </Drawer>
  );
}
