import { Button } from '../shared/Button.js';
import { DialogFrame } from './DialogFrame.js';
import { Note } from '../shared/form.styles.js';
import { DIALOG_TEXTS } from './texts.js';

/** Last step of the join flow: the account now waits for the admin's approval. */
export function JoinConfirmDialog({ message, onClose }: { readonly message: string; readonly onClose: () => void }) {
  return (
    <DialogFrame
      title={DIALOG_TEXTS.joinConfirm.title}
      onClose={onClose}
      width={380}
      actions={
        <Button type="button" onClick={onClose}>
          {DIALOG_TEXTS.ok}
        </Button>
      }
    >
      <Note>{message.trim() === '' ? DIALOG_TEXTS.joinConfirm.fallback : message}</Note>
    </DialogFrame>
  );
}
