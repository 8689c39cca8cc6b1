import { styled } from 'styled-components';
import { SiteLink } from './SiteLink.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { Note } from '../design-system/form.styles.js';
import { SHELL_TEXTS } from './texts.js';

const T = SHELL_TEXTS.customerCenter;

const Links = styled.nav`
  display: grid;
  gap: 8px;
  margin-top: 12px;
  & a,
  & button {
    font: inherit;
    color: inherit;
    text-align: left;
    cursor: pointer;
    display: block;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

/** The customer centre: links to Q&A and memos (each closes the dialog), and the notice, rules and events dialogs. */
export function CustomerCenterDialog({
  onClose,
  onBoard,
}: {
  readonly onClose: () => void;
  /** Opens a board's dialog in place of this one (one dialog at a time). */
  readonly onBoard: (kind: (typeof SHELL_TEXTS.boardLinks)[number]['kind']) => void;
}) {
  return (
    <DialogFrame title={T.title} onClose={onClose} width={380}>
      <Note>{T.intro}</Note>
      <Links>
        {T.links.map((link) => (
          <SiteLink key={link.to} to={link.to} onClick={onClose}>
            {link.label}
          </SiteLink>
        ))}
        {SHELL_TEXTS.boardLinks.map((board) => (
          <button key={board.kind} type="button" onClick={() => onBoard(board.kind)}>
            {board.label}
          </button>
        ))}
      </Links>
    </DialogFrame>
  );
}
