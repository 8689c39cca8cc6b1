/** What members read from the virtual-sports view model (labels of the screen are in ui's texts.ts). */
export const VIRTUAL_MESSAGES = {
  bettingClosed: '베팅이 마감된 경기입니다.',
  loadFailed: '가상게임 정보를 불러오지 못했습니다.',
  waiting: '다음 경기를 준비중입니다.',
  toStart: '경기 시작까지',
  playing: '경기 진행중',
  result: '경기 결과',
} as const;
