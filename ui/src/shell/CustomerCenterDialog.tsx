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
  & a {
    display: block;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

/** The customer centre: shortcuts to Q&A, memos, notices, rules and events (each closes the dialog). */
export function CustomerCenterDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <DialogFrame title={T.title} onClose={onClose} width={380}>
      <Note>{T.intro}</Note>
      <Links>
        {T.links.map((link) => (
          <SiteLink key={link.to} to={link.to} onClick={onClose}>
            {link.label}
          </SiteLink>
        ))}
      </Links>
    </DialogFrame>
  );
}
