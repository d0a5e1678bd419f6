import { createElement, type ComponentType } from 'react';
import * as MENU_ICON_SET from './menu-icon-set';

type IconComponent = ComponentType;

/** Menu icons by antd icon name (menu-icon-set.ts); names not listed show the fallback. */
export const MENU_ICONS: Readonly<Record<string, IconComponent>> = MENU_ICON_SET;

export const FALLBACK_ICON: IconComponent = MENU_ICON_SET.AppstoreOutlined;

/** A menu icon by antd icon name; unknown or empty names show the fallback icon. */
export function MenuIcon({ name }: { name: string }) {
  return createElement(MENU_ICONS[name] ?? FALLBACK_ICON);
}
