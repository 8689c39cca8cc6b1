/** What a member reads about favourite leagues and fixtures (ours: the spec has no text for them). */
export const FAVOURITES_MESSAGES = {
  unknownLeague: '존재하지 않는 리그입니다.',
  unknownFixture: '존재하지 않는 경기입니다.',
  /** A star or unstar the server did not take: the star goes back to what it was. */
  saveFailed: '즐겨찾기를 변경하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
