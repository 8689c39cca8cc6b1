import type { VirtualGameKind } from '../../bet-slip/domain/game-detail-type.js';

/** The four virtual games of spec 2 in tab order; /bet365 alone shows soccer. */
export const VIRTUAL_GAME_KINDS: readonly VirtualGameKind[] = ['soccer', 'basketball', 'dog', 'horse'];
export const VIRTUAL_DEFAULT_GAME: VirtualGameKind = 'soccer';

const LABELS: Readonly<Record<VirtualGameKind, string>> = { soccer: '축구', basketball: '농구', dog: '개경주', horse: '경마' };
/** The provider's spelling in GET /vet3/{game}. */
const API_NAMES = { soccer: 'Soccer', basketball: 'Basketball', dog: 'Dog', horse: 'Horse' } as const;

export const virtualGameLabel = (game: VirtualGameKind): string => LABELS[game];
export const virtualGameApiName = (game: VirtualGameKind): (typeof API_NAMES)[VirtualGameKind] => API_NAMES[game];
