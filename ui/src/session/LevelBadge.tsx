import { styled } from 'styled-components';
import { levelImagePath, levelOf } from '@bet/core/session';
import { SHELL_TEXTS } from '../shell/texts.js';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  white-space: nowrap;
  & img {
    display: block;
    flex-shrink: 0;
  }
  & strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The member's level: its image (spec 6 and 9, levels 1 to 5, a role above 5 shows level 5's)
 * and 'LV.n'. The image is decorative beside the text, so screen readers read the text once.
 */
export function LevelBadge({ role, size = 22 }: { readonly role: number; readonly size?: number }) {
  const level = levelOf(role);
  return (
    <Badge data-testid="level-badge" data-level={level}>
      <img src={levelImagePath(role)} alt="" width={size} height={size} />
      <strong>{SHELL_TEXTS.level(level)}</strong>
    </Badge>
  );
}
