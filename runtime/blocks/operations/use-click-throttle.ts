import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 002 §4/§9: an action button is enabled again after 1 s. */
export const BUTTON_REENABLE_MS = 1000;

/**
 * Wraps a click handler so the button is disabled for `ms` after each click: a double click
 * cannot send the same workflow call twice.
 */
export function useClickThrottle(handler: () => void, ms = BUTTON_REENABLE_MS): { disabled: boolean; onClick: () => void } {
  const [disabled, setDisabled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = useCallback(() => {
    if (timer.current !== undefined) return;
    setDisabled(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setDisabled(false);
    }, ms);
    handler();
  }, [handler, ms]);
  return { disabled, onClick };
}
