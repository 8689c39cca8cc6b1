/**
 * The terminal's own Korean labels: commands, prompts and headings. What the rules say (refusals,
 * the slip's notices, the session's alerts, history words) comes from core's messages, never from here.
 */
export const TERMINAL_TEXTS = {
  welcome: '베팅 터미널입니다. 명령어 목록은 "도움말"을 입력하세요.',
  prompt: '> ',
  unknownCommand: (name: string): string => `알 수 없는 명령어입니다: ${name} ("도움말"을 입력하세요)`,
  help: [
    '명령어:',
    '  로그인                 아이디와 비밀번호로 로그인 (요청 시 자동방지코드)',
    '  로그아웃               로그아웃',
    '  경기 [페이지]          경기전 경기와 배당 보기 (배당이 바뀌면 다시 표시)',
    '  선택 <배당번호>        베팅슬립에 배당 추가',
    '  빼기 <배당번호>        베팅슬립에서 배당 삭제',
    '  금액 <금액>            베팅금액 입력',
    '  슬립                   베팅슬립 보기',
    '  베팅                   베팅하기',
    '  내역                   스포츠 베팅내역 보기',
    '  도움말                 이 목록',
    '  종료                   끝내기',
  ],
  userIdPrompt: '아이디: ',
  passwordPrompt: '비밀번호: ',
  captchaPicture: (path: string): string => `자동방지코드 그림: ${path} (그림을 열어 보이는 문자를 입력하세요)`,
  captchaPrompt: '자동방지코드: ',
  captchaNext: '다음 로그인에는 자동방지코드가 필요합니다. "로그인"을 다시 입력하세요.',
  loggedIn: (nickname: string, cash: string): string => `로그인되었습니다. ${nickname}님, 보유 캐쉬 ${cash}원`,
  loggedOut: '로그아웃되었습니다.',
  alreadyLoggedIn: '이미 로그인되어 있습니다.',
  loading: '불러오는 중…',
  noFixtures: '경기가 없습니다.',
  pageLine: (page: number, pageCount: number, total: number): string => `${page}/${pageCount} 페이지 · 전체 ${total}경기`,
  locked: '(잠김)',
  priceMoved: '배당 변경',
  up: '▲',
  down: '▼',
  oddsIdRequired: '배당번호를 입력하세요. 예) 선택 12345',
  notOnList: '목록에 없는 배당번호입니다. "경기"로 목록을 먼저 보세요.',
  added: (name: string): string => `슬립에 추가: ${name}`,
  removed: (oddsId: number): string => `슬립에서 삭제: ${oddsId}`,
  slipHeading: '[베팅슬립]',
  slipEmpty: '베팅슬립이 비어 있습니다.',
  slipTotals: (odds: string, stake: string, payout: string, cash: string): string =>
    `총 배당 ${odds} · 베팅금액 ${stake || '-'} · 예상 당첨금 ${payout}원 · 보유 캐쉬 ${cash}원`,
  historyHeading: '[베팅내역]',
  historyEmpty: '베팅내역이 없습니다.',
  historySlip: (id: number, placedAt: string, stake: string, odds: string, payout: string, label: string): string =>
    `#${id} ${placedAt} 베팅금 ${stake}원 · 배당 ${odds} · 예상 ${payout}원 · ${label}`,
  timeout: '서버 응답이 없습니다. 잠시 후 다시 시도해주세요.',
  bye: '종료합니다.',
} as const;

/** Each command under its Korean name and the English name a script may prefer. */
export const TERMINAL_COMMANDS = {
  login: ['로그인', 'login'],
  logout: ['로그아웃', 'logout'],
  fixtures: ['경기', 'fixtures'],
  pick: ['선택', 'pick'],
  unpick: ['빼기', 'unpick'],
  stake: ['금액', 'stake'],
  slip: ['슬립', 'slip'],
  bet: ['베팅', 'bet'],
  history: ['내역', 'history'],
  help: ['도움말', 'help'],
  quit: ['종료', 'quit'],
} as const;

export type TerminalCommand = keyof typeof TERMINAL_COMMANDS;
