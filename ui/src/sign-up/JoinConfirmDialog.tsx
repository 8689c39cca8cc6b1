import { Button } from '../design-system/Button.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { Note } from '../design-system/form.styles.js';
import { SIGN_UP_TEXTS } from './texts.js';

/** Last step of the join flow: the account now waits for the admin's approval. */
export function JoinConfirmDialog({ message, onClose }: { readonly message: string; readonly onClose: () => void }) {
  return (
    <DialogFrame
      title={SIGN_UP_TEXTS.joinConfirm.title}
      onClose={onClose}
      width={380}
      actions={
        <Button type="button" onClick={onClose}>
          {SIGN_UP_TEXTS.ok}
        </Button>
      }
    >
      <Note>{message.trim() === '' ? SIGN_UP_TEXTS.joinConfirm.fallback : message}</Note>
    </DialogFrame>
  );
}
