import type { JoinLink } from '@bet/core/referrals';
import { SmallButton } from '../design-system/parts.styles.js';
import { Card, Lead } from '../design-system/page.styles.js';
import { CodeLabel, LinkRow, LinkText } from './JoinLinks.styles.js';
import { REFERRALS_TEXTS as T } from './texts.js';

export interface JoinLinksProps {
  readonly links: readonly JoinLink[];
  /** Whether the clipboard took the link (the view model says so to the member). */
  readonly onCopied: (done: boolean) => void;
}

/** Puts `text` on the clipboard; false where the browser refuses (no permission, not a secure page). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The recommender's join links, one per code, each with a copy button; nothing for a member without a code. */
export function JoinLinks({ links, onCopied }: JoinLinksProps) {
  if (links.length === 0) return null;
  return (
    <Card aria-label={T.joinLinks} role="group" data-testid="join-links">
      <Lead>
        <strong>{T.joinLinks}</strong> {T.joinLinkLead}
      </Lead>
      {links.map((link) => (
        <LinkRow key={link.code}>
          <CodeLabel>{T.code(link.code)}</CodeLabel>
          <LinkText data-testid="join-link">{link.url}</LinkText>
          <SmallButton type="button" onClick={() => void copyText(link.url).then(onCopied)}>
            {T.copy}
          </SmallButton>
        </LinkRow>
      ))}
    </Card>
  );
}
