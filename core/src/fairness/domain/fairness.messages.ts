/** Korean texts of the fairness check (ours: the spec has no such page). */
export const FAIRNESS_MESSAGES = {
  roundKeyFormat: '회차 키 형식이 올바르지 않습니다. (예: 301:9876543)',
  unknownGame: '검증할 수 없는 게임입니다.',
  seedRequired: '서버 시드를 입력해주세요.',
} as const;

export const FAIRNESS_TEXTS = {
  loadFailed: '검증 정보를 불러오지 못했습니다.',
} as const;

/** Rounds one page of the fairness list shows. */
export const FAIR_ROUNDS_PER_PAGE = 10;
