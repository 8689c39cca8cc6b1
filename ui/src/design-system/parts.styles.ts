import { styled } from 'styled-components';
import { color, mobileMedia } from './tokens.js';

/** Pieces the feature dialogs share: toolbars, tables, badges, text areas, notes (form fields: form.styles.ts). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: flex-end;
  margin-bottom: 8px;
`;

export const SmallButton = styled.button<{ $active?: boolean; $danger?: boolean }>`
  height: 32px;
  padding: 0 10px;
  border: 1px solid ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.surfaceRaised)};
  color: ${(p) => (p.$active ? p.theme.colors.onPrimary : p.$danger ? p.theme.colors.danger : p.theme.colors.text)};
  white-space: nowrap;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  color: ${color('text')};

  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${color('border')};
    text-align: center;
    vertical-align: middle;
  }

  th {
    color: ${color('textMuted')};
    font-weight: 500;
    background: ${color('surfaceRaised')};
  }

  ${mobileMedia} {
    font-size: 12px;
  }
`;

/** A badge's meaning: strong (needs attention: red), positive (done, all well: green), muted (neutral). */
export type BadgeTone = 'strong' | 'positive' | 'muted';

const BADGE_COLOURS = {
  strong: { background: 'dangerStrong', text: null, border: 'danger' },
  positive: { background: 'surfaceRaised', text: 'success', border: 'success' },
  muted: { background: 'surfaceRaised', text: 'textMuted', border: 'border' },
} as const;

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  min-width: 52px;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 12px;
  white-space: nowrap;
  background: ${(p) => p.theme.colors[BADGE_COLOURS[p.$tone].background]};
  color: ${(p) => {
    const text = BADGE_COLOURS[p.$tone].text;
    return text === null ? '#fff' : p.theme.colors[text];
  }};
  border: 1px solid ${(p) => p.theme.colors[BADGE_COLOURS[p.$tone].border]};
`;

export const Empty = styled.p`
  margin: 24px 0;
  text-align: center;
  color: ${color('textMuted')};
`;

export const TextArea = styled.textarea`
  min-height: 120px;
  padding: 8px 10px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font: inherit;
  resize: vertical;
`;

export const QuickRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: 4px;
`;

export const Note = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 12px;
`;

export const Warning = styled.p`
  margin: 0;
  padding: 8px 10px;
  border: 1px solid ${color('danger')};
  border-radius: ${({ theme }) => theme.radius};
  color: ${color('danger')};
  font-size: 13px;
  font-weight: 600;
`;

export const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: center;
`;

/** Read by screen readers, not drawn (e.g. what a button does, after its visible text). */
export const Spoken = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
