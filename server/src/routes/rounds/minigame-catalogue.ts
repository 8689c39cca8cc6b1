import type { GameDef } from './game-types.js';
import { ballGame, ladderGame, oddEvenGame } from './minigames.js';

/**
 * The mini-games of every provider spec 2 names (/minigame/lotus, token, evolution, ntry, next).
 * Ids are the provider history codes of spec 9 (ntry's '08' is game 8: history codes become
 * numbers at the api edge), so the provider buttons of /bet_result's mini-game tab find these
 * bets. The kinds are the simulator's three (ball sum, ladder, odd/even); a real provider's feed
 * would bring its own draws behind the same `GameDef`.
 */
export const MINIGAMES: readonly GameDef[] = [
  ballGame(301, 'lotus', '로투스 파워볼', 180),
  ladderGame(303, 'lotus', '로투스 사다리', 180),
  ladderGame(304, 'lotus', '로투스 파워사다리', 300),
  oddEvenGame(308, 'lotus', '로투스 홀짝', 60),
  ballGame(1008, 'token', '토큰 파워볼', 60),
  ladderGame(1009, 'token', '토큰 사다리', 60),
  oddEvenGame(1010, 'token', '토큰 홀짝', 60),
  ballGame(1019, 'token', '토큰 파워볼 3분', 180),
  ballGame(501, 'evolution', '에볼루션 파워볼', 300),
  ballGame(8, 'ntry', '엔트리 파워볼', 300),
  ladderGame(9, 'ntry', '엔트리 파워사다리', 300),
  ladderGame(10, 'ntry', '엔트리 키노사다리', 300),
  oddEvenGame(11, 'ntry', '엔트리 스피드키노', 300),
  ballGame(215, 'ntry', '엔트리 EOS파워볼', 300),
  ballGame(13, 'next', '넥스트 파워볼', 120),
  ladderGame(14, 'next', '넥스트 사다리', 120),
  oddEvenGame(15, 'next', '넥스트 홀짝', 120),
  ballGame(39, 'next', '넥스트 파워볼 5분', 300),
];
