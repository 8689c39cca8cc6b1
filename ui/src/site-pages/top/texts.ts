/**
 * Texts of the top page's lower half (featured fixtures, popular games): apart from PAGE_TEXTS
 * because that half loads after the page shows, with its own chunk.
 */
export const TOP_LOWER_TEXTS = {
  featured: {
    live: '실시간 라이브',
    prematch: '주요 경기',
    more: '전체보기',
    liveMark: 'LIVE',
    emptyLive: '진행 중인 경기가 없습니다.',
    emptyPrematch: '예정된 경기가 없습니다.',
    loading: '경기를 불러오는 중입니다…',
    versus: 'VS',
  },
  games: {
    title: '인기 게임',
    tiles: [
      { to: '/casino', title: '라이브 카지노', caption: '바카라 · 룰렛 · 블랙잭', icon: 'cards', hue: '#5a1420' },
      { to: '/slot', title: '슬롯', caption: '인기 슬롯 · 잭팟 적립', icon: 'slot', hue: '#4a3306' },
      { to: '/holdem', title: '홀덤', caption: '홀덤 · 리얼포커', icon: 'chip', hue: '#0d2f6b' },
      { to: '/minigame/lotus', title: '로투스 미니게임', caption: '파워볼 · 사다리 · 홀짝', icon: 'dice', hue: '#3d1566' },
      { to: '/minigame/evolution', title: '에볼루션 파워볼', caption: '일반볼 · 파워볼', icon: 'ball', hue: '#0b4a33' },
      { to: '/bet365/horse', title: '가상 경마', caption: '가상스포츠 · 개경주 · 경마', icon: 'race', hue: '#4a2a06' },
    ],
  },
} as const;
