/** What a member reads about favourite leagues and fixtures (ours: the spec has no text for them). */
export const FAVOURITES_MESSAGES = {
  unknownLeague: '존재하지 않는 리그입니다.',
  unknownFixture: '존재하지 않는 경기입니다.',
} as const;
