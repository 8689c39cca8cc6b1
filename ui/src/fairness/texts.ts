/** Labels of the fairness page ('공정성 검증', Korean). */
export const FAIRNESS_PAGE_TEXTS = {
  title: '공정성 검증',
  lead:
    '미니게임의 각 회차와 룰렛의 각 회전은 시작 전에 서버 시드의 SHA-256 해시를 공개하고, 추첨 후 시드를 공개합니다. ' +
    '룰렛은 로그인한 회원 본인의 회전만 표시됩니다. ' +
    '아래에서 회차를 고르거나 시드와 회차 키를 붙여넣으면, 이 브라우저에서 해시와 결과를 직접 다시 계산해 공개된 값과 비교합니다.',
  game: '게임',
  rounds: '지난 회차',
  columns: { round: '회차', drawsAt: '추첨시각', result: '결과', action: '검증' },
  verify: '검증',
  loading: '불러오는 중...',
  empty: '추첨된 회차가 없습니다.',
  pager: '지난 회차 페이지',
  form: '직접 검증',
  roundKey: '회차 키 (게임번호:회차)',
  seed: '서버 시드',
  seedHash: '시드 해시 (사전 공개)',
  clear: '지우기',
  idle: '회차를 고르거나 서버 시드와 회차 키를 입력하세요.',
  computedHash: '계산된 해시',
  hash: '해시',
  result: '결과',
  computedResult: '계산된 결과',
  publishedResult: '공개된 결과',
  match: '일치',
  mismatch: '불일치',
  notPublished: '비교할 공개 결과 없음',
  verified: '검증 성공: 공개된 값과 일치합니다.',
  failed: '검증 실패: 공개된 값과 일치하지 않습니다.',
} as const;
