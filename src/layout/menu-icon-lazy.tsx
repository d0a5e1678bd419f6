import { createElement, useEffect, useState, type ComponentType } from 'react';

type IconSet = Readonly<Record<string, ComponentType>>;

let icons: IconSet | null = null;
let loading: Promise<IconSet> | null = null;

/** Starts (once) loading the menu's icon set (menu-icon-set.ts, 10 KB gzip of SVG paths). */
function loadIcons(): Promise<IconSet> {
  loading ??= import('./menu-icon-set').then((set) => (icons = set));
  return loading;
}

/**
 * Whether the menu's icons are loaded; the first call starts loading them. The side menu shows its
 * loading state until they are, so the menu appears with its icons as before: the set is fetched
 * alongside the menu's own request instead of with the back-office layout's code.
 */
export function useMenuIconsReady(): boolean {
  const [ready, setReady] = useState(icons !== null);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    // A failed load (the chunk could not be fetched) shows the menu without icons rather than none.
    void loadIcons().then(
      () => alive && setReady(true),
      () => alive && setReady(true),
    );
    return () => {
      alive = false;
    };
  }, [ready]);
  return ready;
}

/** A menu icon by antd icon name once the set is loaded (see useMenuIconsReady); the fallback for unknown names. */
export function MenuIcon({ name }: { name: string }) {
  if (!icons) return null;
  return createElement(icons[name] ?? icons.AppstoreOutlined);
}
