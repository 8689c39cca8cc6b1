import { styled } from 'styled-components';
import type { FavouriteKind } from '@bet/core/sports';
import { StarIcon } from '../design-system/icons.js';
import { color } from '../design-system/tokens.js';
import { FAVOURITE_TEXTS as T } from './texts.js';

/** Stars or unstars a league or fixture (a visitor's click opens the login dialog: the list decides). */
export type StarHandler = (kind: FavouriteKind, id: number) => void;

const StarButton = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: 28px;
  min-height: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${(p) => (p.$on ? p.theme.colors.primary : p.theme.colors.textMuted)};
  cursor: pointer;
`;

export interface FavouriteStarProps {
  readonly kind: FavouriteKind;
  readonly id: number;
  readonly favourite: boolean;
  readonly onStar: StarHandler;
}

/** The star of a league header or a fixture row: pressed when it is the member's favourite. */
export function FavouriteStar({ kind, id, favourite, onStar }: FavouriteStarProps) {
  return (
    <StarButton
      type="button"
      $on={favourite}
      aria-pressed={favourite}
      aria-label={favourite ? T.remove : T.add}
      data-favourite-kind={kind}
      data-favourite-id={id}
      onClick={() => onStar(kind, id)}
    >
      <StarIcon filled={favourite} />
    </StarButton>
  );
}

export const FilterToggle = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  align-self: flex-start;
  border: 1px solid ${(p) => (p.$on ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  padding: 4px 10px;
  background: transparent;
  color: ${(p) => (p.$on ? p.theme.colors.primary : p.theme.colors.text)};
  cursor: pointer;
`;

export const FavouriteLeagueHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 4px 0 0;
  color: ${color('textMuted')};
  font-size: 13px;
  font-weight: 400;
`;

export interface FavouritesFilterProps {
  readonly only: boolean;
  readonly onToggle: (only: boolean) => void;
}

/** The list's "즐겨찾기" filter: only the member's starred leagues and fixtures while pressed. */
export function FavouritesFilter({ only, onToggle }: FavouritesFilterProps) {
  return (
    <FilterToggle type="button" $on={only} aria-pressed={only} onClick={() => onToggle(!only)}>
      <StarIcon filled={only} size={14} />
      {T.filter}
    </FilterToggle>
  );
}
