import { SmallButton } from '../design-system/parts.styles.js';
import { CellInput, NameCell } from './LimitsRow.styles.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.limits;

/** An editable field of a row: the key the view model keeps its text under, and its label. */
export interface LimitsField {
  readonly field: string;
  readonly label: string;
  readonly numeric?: boolean;
  readonly maxLength: number;
}

export interface LimitsRowProps {
  /** The row's name, read by the fields' and the button's accessible names ('스포츠 LV.2'). */
  readonly name: string;
  /** The read-only cells before the fields. */
  readonly cells: readonly { readonly text: string }[];
  readonly fields: readonly LimitsField[];
  readonly texts: Readonly<Record<string, string>>;
  readonly saving: boolean;
  readonly onEdit: (field: string, text: string) => void;
  readonly onSave: () => void;
}

/** One row of the limits screen: its labels, a field per editable value and 저장 (one call for the row). */
export function LimitsRow({ name, cells, fields, texts, saving, onEdit, onSave }: LimitsRowProps) {
  return (
    <tr data-testid="admin-limits-row">
      {cells.map((c, i) => (
        <NameCell key={i} className="text">
          {c.text}
        </NameCell>
      ))}
      {fields.map((f) => (
        <td key={f.field}>
          <CellInput
            size={Math.min(f.maxLength, 8)}
            aria-label={T.field(name, f.label)}
            value={texts[f.field] ?? ''}
            inputMode={f.numeric ? 'numeric' : undefined}
            maxLength={f.maxLength}
            onChange={(e) => onEdit(f.field, e.target.value)}
          />
        </td>
      ))}
      <td>
        <SmallButton type="button" aria-label={T.saveRow(name)} disabled={saving} onClick={onSave}>
          {ADMIN_TEXTS.common.save}
        </SmallButton>
      </td>
    </tr>
  );
}
