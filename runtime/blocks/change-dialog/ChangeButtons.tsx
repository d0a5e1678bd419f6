import { Button } from 'antd';
import { useCallback } from 'react';
import { CHANGE_OPERATION_LOOK, type ChangeOperationCode } from '../../../schemas/change-request';
import { readableOn } from '../../../schemas/contrast';
import { useClickThrottle } from '../operations/use-click-throttle';

export interface ChangeButton {
  code: ChangeOperationCode;
  name: string;
  color: string;
}

/** A round not saved yet: the moves the server lists for the initiator's draft, before it exists. */
export const NEW_CHANGE_BUTTONS: ChangeButton[] = (['save', 'submit', 'closed'] as const).map((code) => ({ code, ...CHANGE_OPERATION_LOOK[code] }));

function OneButton({ button, onRun, busy }: { button: ChangeButton; onRun: (code: ChangeOperationCode) => void; busy: boolean }) {
  const run = useCallback(() => onRun(button.code), [onRun, button.code]);
  // spec 002 §4: every button rests 1 s after a click
  const { disabled, onClick } = useClickThrottle(run);
  const primary = button.code !== 'closed';
  // The colour comes from the server: darkened when white text on it would read below 4.5:1.
  const color = readableOn(button.color, '#ffffff');
  return (
    <Button data-code={button.code} disabled={disabled || (busy && primary)} onClick={onClick} type={primary ? 'primary' : 'default'} style={primary ? { background: color, borderColor: color } : undefined}>
      {button.name}
    </Button>
  );
}

/**
 * The dialog's footer: exactly the buttons given (the change's `operations`, as the caller filtered
 * them). While the rounds load (`busy`) only 关闭 works: after a save the saved round is not shown
 * yet, and 提交 would answer 请先保存！ for a round that was just saved.
 */
export function ChangeButtons({ buttons, onRun, busy = false }: { buttons: readonly ChangeButton[]; onRun: (code: ChangeOperationCode) => void; busy?: boolean }) {
  return (
    <>
      {buttons.map((b) => (
        <OneButton key={b.code} button={b} onRun={onRun} busy={busy} />
      ))}
    </>
  );
}
