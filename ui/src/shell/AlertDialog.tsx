import { SafeHtml } from '../design-system/SafeHtml.js';
import { Button } from '../design-system/Button.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { SHELL_TEXTS } from './texts.js';

export interface AlertDialogProps {
  /** Text or server HTML: rendered only after sanitising. */
  readonly message: string;
  /** OK, Escape and the close button all call this (spec: the callback runs on OK). */
  readonly onOk: () => void;
}

/** Spec 2: title '알림 메세지', HTML body, OK; OK or Escape closes. */
export function AlertDialog({ message, onOk }: AlertDialogProps) {
  return (
    <DialogFrame
      title={SHELL_TEXTS.alertTitle}
      layer="alert"
      width={380}
      onClose={onOk}
      actions={
        <Button type="button" onClick={onOk} autoFocus>
          {SHELL_TEXTS.ok}
        </Button>
      }
    >
      <SafeHtml html={message} />
    </DialogFrame>
  );
}
