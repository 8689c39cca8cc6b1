/** Labels of the pre-match lists (/europe, /korea); rule messages come from core's SPORTS_MESSAGES. */
export const PREMATCH_TEXTS = {
  title: { europe: '스포츠 (유럽형)', korea: '스포츠 (한국형)' },
  versus: 'vs',
  loading: '경기 목록을 불러오는 중입니다.',
  empty: '베팅 가능한 경기가 없습니다.',
  searchResult: (text: string): string => `'${text}' 검색 결과`,
  filtered: '선택한 조건의 경기',
  showAll: '전체 경기 보기',
  moreMarkets: (n: number): string => `+${n} 마켓 더보기`,
  fewerMarkets: '접기',
  suspended: '베팅 중지',
  up: '배당 상승',
  down: '배당 하락',
  columns: { time: '경기시간', league: '리그', home: '승(홈)', draw: '무/기준', away: '패(원정)', market: '마켓' },
} as const;

/** Labels of the in-play list (/inplay); phase labels come from core (spec section 4's wording). */
export const INPLAY_LIST_TEXTS = {
  title: '라이브 스포츠',
  all: '전체',
  sportTabs: '종목 선택',
  count: (n: number): string => `(${n})`,
  live: 'LIVE',
  loading: '라이브 경기를 불러오는 중입니다.',
  empty: '진행중인 라이브 경기가 없습니다.',
  locked: '베팅 중지',
} as const;

/** The stars and the filter of the sports lists; the refusal's text comes from core (FAVOURITES_MESSAGES). */
export const FAVOURITE_TEXTS = {
  add: '즐겨찾기 추가',
  remove: '즐겨찾기 해제',
  filter: '즐겨찾기',
  empty: '즐겨찾기한 리그나 경기가 없습니다.',
} as const;
