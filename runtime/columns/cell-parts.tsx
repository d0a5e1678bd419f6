import type { ReactNode } from 'react';
import { solidBehindWhite, textColor } from '../core/theme';
import './cells.css';

export interface LinkButtonProps {
  children: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  color?: string;
  className?: string;
  title?: string;
  'data-code'?: string;
}

/**
 * A link-styled button for table cells. Cells mount and unmount by the hundred while a virtual
 * table scrolls, and each antd Button costs a style registration and a wave effect; a native
 * button styled by one class keeps scrolling frames short (docs/performance.md "Table render").
 */
export function LinkButton({ children, onClick, disabled, color, className, title, 'data-code': code }: LinkButtonProps) {
  return (
    <button
      type="button"
      className={className ? `ks-link-button ${className}` : 'ks-link-button'}
      style={color && !disabled ? { color: textColor(color) } : undefined}
      disabled={disabled}
      onClick={onClick}
      title={title}
      data-code={code}
    >
      {children}
    </button>
  );
}

/** A coloured dot before a text (what antd's status Badge draws, without its per-instance cost). */
export function DotText({ color, children, className }: { color: string | undefined; children: ReactNode; className?: string }) {
  return (
    <span className={className ? `ks-dot-text ${className}` : 'ks-dot-text'}>
      <span className="ks-dot" style={color ? { background: color } : undefined} />
      {children}
    </span>
  );
}

/** antd's preset tag colours (presets render with their palette, anything else as a solid colour). */
const TAG_PRESETS = new Set([
  'default', 'processing', 'success', 'error', 'warning', 'blue', 'geekblue', 'cyan', 'green', 'lime',
  'gold', 'yellow', 'orange', 'volcano', 'red', 'magenta', 'pink', 'purple',
]);

/**
 * A tag drawn by classes (cells.css) in antd's tag look: a status cell per row would otherwise be
 * an antd Tag with its own style hooks on every mount.
 */
export function CellTag({ color, children, className }: { color?: string; children: ReactNode; className?: string }) {
  const preset = color && TAG_PRESETS.has(color) ? color : color ? '' : 'default';
  const classes = ['ks-tag', preset ? `ks-tag-${preset}` : 'ks-tag-custom', className].filter(Boolean).join(' ');
  return (
    <span className={classes} style={preset ? undefined : { background: solidBehindWhite(color!), borderColor: solidBehindWhite(color!) }}>
      {children}
    </span>
  );
}

/** A read-only switch in antd's look, drawn by classes; it announces itself as a switch. */
export function CellSwitch({ checked }: { checked: boolean }) {
  return (
    <span role="switch" aria-checked={checked} aria-disabled="true" aria-label={checked ? '是' : '否'} className={checked ? 'ks-switch ks-switch-on' : 'ks-switch'}>
      <span className="ks-switch-handle" />
      <span className="ks-switch-text">{checked ? '是' : '否'}</span>
    </span>
  );
}

/** Said beside a stored address the URL policy refuses (it is shown, never opened). */
export const BLOCKED_URL_TITLE = '链接地址不安全，已停用';

/** A file or address shown as plain text because its stored URL breaks the URL policy. */
export function BlockedLink({ children }: { children: ReactNode }) {
  return (
    <span className="ks-cell-blocked" title={BLOCKED_URL_TITLE}>
      {children}
    </span>
  );
}
