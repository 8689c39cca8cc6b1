import { FieldMessage } from '../design-system/form.styles.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { Bar } from './admin.styles.js';
import { ADMIN_TEXTS } from './texts.js';

export interface EditorActionsProps {
  /** The editor's refusal, shown above the buttons. */
  readonly error: string | null;
  /** True while an existing item is open: then "new" offers a blank editor. */
  readonly editing: boolean;
  readonly newLabel: string;
  readonly onNew: () => void;
}

/** The foot of a back-office editor form (posts, banners): its error, save (submit), and "new" while editing. */
export function EditorActions({ error, editing, newLabel, onNew }: EditorActionsProps) {
  return (
    <>
      {error ? <FieldMessage role="alert">{error}</FieldMessage> : null}
      <Bar>
        <SmallButton type="submit" $active>
          {ADMIN_TEXTS.common.save}
        </SmallButton>
        {editing ? (
          <SmallButton type="button" onClick={onNew}>
            {newLabel}
          </SmallButton>
        ) : null}
      </Bar>
    </>
  );
}
