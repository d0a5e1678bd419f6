import { useCallback, useEffect, useRef, useState } from 'react';
import { BUTTON_REENABLE_MS } from '../../core/constants';

export { BUTTON_REENABLE_MS };

/**
 * Wraps a click handler so the button is disabled for `ms` after each click: a double click
 * cannot send the same call twice. Page actions take the default (spec 002: re-enabled after 1 s);
 * the shell's buttons pass DOUBLE_CLICK_GUARD_MS (spec 000: 800 ms).
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
