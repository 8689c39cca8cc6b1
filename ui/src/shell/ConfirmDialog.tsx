import { SafeHtml } from '../design-system/SafeHtml.js';
import { Button } from '../design-system/Button.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { SHELL_TEXTS } from './texts.js';

export interface ConfirmDialogProps {
  readonly message: string;
  readonly onOk: () => void;
  /** Cancel, Escape and the close button. */
  readonly onCancel: () => void;
  readonly title?: string;
}

/** OK / Cancel question (확인 / 취소). */
export function ConfirmDialog({ message, onOk, onCancel, title = SHELL_TEXTS.alertTitle }: ConfirmDialogProps) {
  return (
    <DialogFrame
      title={title}
      layer="alert"
      width={380}
      onClose={onCancel}
      actions={
        <>
          <Button type="button" onClick={onOk} autoFocus>
            {SHELL_TEXTS.ok}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {SHELL_TEXTS.cancel}
          </Button>
        </>
      }
    >
      <SafeHtml html={message} />
    </DialogFrame>
  );
}
