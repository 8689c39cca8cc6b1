/** Every text a member reads on the simple pages (top, error, maintenance, section pages). */
export const PAGE_TEXTS = {
  top: {
    title: '메인',
    banners: {
      region: '이벤트 배너',
      slide: (n: number, total: number): string => `배너 ${n} / ${total}`,
      previous: '이전 배너',
      next: '다음 배너',
      go: '바로가기',
    },
  },
  error: {
    notFound: '페이지를 찾을 수 없습니다.',
    failed: '오류가 발생했습니다.',
    status: (status: number): string => `오류 코드 ${status}`,
    home: '메인으로 이동',
  },
  maintenance: {
    title: '사이트 점검 중입니다',
    body: '보다 나은 서비스를 위해 점검을 진행하고 있습니다. 점검이 끝나면 자동으로 이용하실 수 있습니다.',
  },
} as const;

export interface SectionText {
  readonly title: string;
  readonly lead: string;
  readonly links?: readonly { readonly to: string; readonly title: string; readonly caption: string }[];
}

const MINIGAME_LINKS = [
  { to: '/minigame/lotus', title: '로투스', caption: '회차별 미니게임' },
  { to: '/minigame/token', title: '토큰', caption: '회차별 미니게임' },
  { to: '/minigame/evolution', title: '에볼루션', caption: '회차별 미니게임' },
  { to: '/minigame/ntry', title: '엔트리', caption: '회차별 미니게임' },
  { to: '/minigame/next', title: '넥스트', caption: '회차별 미니게임' },
] as const;

const VIRTUAL_LINKS = [
  { to: '/bet365/soccer', title: '가상축구', caption: '프리미어십 · 슈퍼리그 · 유로컵 · 월드컵' },
  { to: '/bet365/basketball', title: '가상농구', caption: '가상 농구 리그' },
  { to: '/bet365/dog', title: '개경주', caption: '가상 개경주' },
  { to: '/bet365/horse', title: '경마', caption: '가상 경마' },
] as const;

const minigameProvider = (title: string): SectionText => ({
  title: `미니게임 · ${title}`,
  lead: `${title} 미니게임은 회차당 1회만 베팅할 수 있습니다. 점검 중인 게임은 입장할 수 없으며, 베팅 결과는 베팅내역의 미니게임 탭에서 확인할 수 있습니다.`,
  links: [{ to: '/bet_result/minigame', title: '미니게임 베팅내역', caption: '제공사별 결과 확인' }],
});

const virtualGame = (title: string): SectionText => ({
  title: `가상스포츠 · ${title}`,
  lead: `${title} 경기는 정해진 일정으로 진행되며, 베팅 결과는 베팅내역의 가상스포츠 탭에서 확인할 수 있습니다.`,
  links: [{ to: '/bet_result/bet365', title: '가상스포츠 베팅내역', caption: '결과 확인' }],
});

const partnerPage = (title: string, lead: string): SectionText => ({ title, lead });

/** Headings and descriptions of the section pages whose full screens belong to later work. */
export const PAGE_SECTIONS = {
  casino: {
    title: '카지노',
    lead: '라이브 카지노는 카지노 머니로 이용합니다. 보유머니에서 카지노 머니로의 전환은 30,000원 이상 원 단위로, 카지노 머니에서 보유머니로의 전환은 1원 이상 가능합니다.',
  },
  slot: { title: '슬롯', lead: '슬롯 게임은 카지노 머니로 이용합니다. 보유머니 전환 규칙은 카지노와 같습니다.' },
  holdem: {
    title: '홀덤',
    lead: '홀덤은 로그인 후 이용할 수 있습니다. 처음 입장할 때 게임 계정이 만들어지며, 점검 중에는 입장할 수 없습니다.',
  },
  inplay: {
    title: '라이브스포츠',
    lead: '진행 중인 경기에 실시간으로 베팅합니다. 베팅 버튼을 누르면 종목별 대기 시간(최소 3초) 후 베팅이 접수되며, 그 사이 배당이 바뀌면 변경된 배당으로 진행할지 확인합니다.',
  },
  streaming: { title: 'TV 중계', lead: '스포츠 경기 중계 채널을 안내합니다. 중계는 외부 채널에서 제공됩니다.' },
  bet365: { title: '가상스포츠', lead: '가상 경기 종목을 선택하세요.', links: VIRTUAL_LINKS },
  bet365Soccer: virtualGame('가상축구'),
  bet365Basketball: virtualGame('가상농구'),
  bet365Dog: virtualGame('개경주'),
  bet365Horse: virtualGame('경마'),
  minigame: { title: '미니게임', lead: '미니게임 제공사를 선택하세요.', links: MINIGAME_LINKS },
  minigameLotus: minigameProvider('로투스'),
  minigameToken: minigameProvider('토큰'),
  minigameEvolution: minigameProvider('에볼루션'),
  minigameNtry: minigameProvider('엔트리'),
  minigameNext: minigameProvider('넥스트'),
  pointHistory: {
    title: '포인트 내역',
    lead: '포인트를 보유머니로 전환한 내역입니다. 전환은 1포인트 이상 가능하며 모든 전환은 처리완료로 표시됩니다.',
    links: [{ to: '/point', title: '포인트 전환', caption: '포인트를 보유머니로 전환' }],
  },
  recommender: {
    title: '추천인',
    lead: '나를 추천인으로 가입한 회원과 추천 코드를 확인합니다.',
    links: [{ to: '/mypage/recommender/member', title: '추천 회원', caption: '추천으로 가입한 회원' }],
  },
  attendance: {
    title: '출석체크',
    lead: '매일 출석하고 이벤트 혜택을 받으세요. 출석 보상은 이벤트 안내에 따라 지급됩니다.',
    links: [{ to: '/events', title: '이벤트', caption: '진행 중인 이벤트 보기' }],
  },
  message: {
    title: '쪽지함',
    lead: '운영자가 보낸 쪽지를 확인합니다. 읽지 않은 쪽지는 삭제할 수 없습니다.',
    links: [{ to: '/memo', title: '쪽지함 열기', caption: '쪽지 목록' }],
  },
  communityNotice: {
    title: '공지사항',
    lead: '사이트 운영 공지를 확인합니다.',
    links: [
      { to: '/notice', title: '공지사항 보기', caption: '공지 목록과 내용' },
      { to: '/rules', title: '베팅규정', caption: '종목별 베팅 규정' },
    ],
  },
  communityNoticeDetail: {
    title: '공지사항 상세',
    lead: '선택한 공지의 내용은 공지사항 화면에서 확인할 수 있습니다.',
    links: [{ to: '/notice', title: '공지사항 보기', caption: '공지 목록과 내용' }],
  },
  communityNoticeRegist: { title: '공지 작성', lead: '공지 작성은 작성 권한이 있는 회원만 이용할 수 있습니다.' },
  qna: { title: '고객센터', lead: '1:1 문의를 등록하고 답변을 확인합니다. 답변이 달린 문의만 삭제할 수 있습니다.' },
  memo: { title: '쪽지함', lead: '운영자가 보낸 쪽지 목록입니다. 쪽지를 열면 읽음으로 바뀝니다.' },
  point: { title: '포인트전환', lead: '보유 포인트를 보유머니로 전환합니다. 최소 전환 포인트는 1포인트입니다.' },
  notice: {
    title: '공지사항',
    lead: '공지사항 목록과 내용을 확인합니다.',
    links: [{ to: '/rules', title: '베팅규정', caption: '바로가기' }],
  },
  rules: { title: '베팅규정', lead: '종목별 베팅 규정을 확인합니다.', links: [{ to: '/notice', title: '공지사항', caption: '바로가기' }] },
  events: {
    title: '이벤트',
    lead: '신규회원, 카지노, 슬롯, 스포츠, 라이브스포츠, 가상스포츠, 미니게임, 홀덤, 지인추천 이벤트를 확인합니다.',
  },
  partner: partnerPage('파트너 대시보드', '하위 파트너와 회원의 입출금, 베팅, 정산 현황을 확인하는 관리 화면입니다.'),
  partnerPt: partnerPage('하위 파트너', '하위 파트너 목록과 요율을 확인합니다.'),
  partnerMember: partnerPage('회원 관리', '소속 회원 목록을 확인합니다.'),
  partnerDeposit: partnerPage('입금 내역', '소속 회원의 입금 내역입니다.'),
  partnerWithdraw: partnerPage('출금 내역', '소속 회원의 출금 내역입니다.'),
  partnerBetHistory: partnerPage('베팅 내역', '소속 회원의 스포츠·미니게임 베팅 내역입니다.'),
  partnerCasinoBetHistory: partnerPage('카지노 베팅 내역', '소속 회원의 카지노·슬롯 베팅 내역입니다.'),
  partnerCalc: partnerPage('정산', '카지노, 슬롯, 미니게임, 스포츠, 가상스포츠별 롤링과 루징 정산 내역입니다.'),
  partnerAnalysis: partnerPage('분석', '기간별 입출금과 베팅 추이를 확인합니다. PC에서만 제공됩니다.'),
  partnerCustomer: partnerPage('고객센터', '파트너 문의를 등록하고 답변을 확인합니다.'),
  recommenderList: partnerPage('추천 회원 목록', '나의 추천으로 가입한 회원 목록입니다.'),
  recommenderPt: partnerPage('추천 파트너', '추천 관계의 하위 파트너입니다.'),
  recommenderMember: partnerPage('추천 회원', '추천 관계의 회원 목록입니다.'),
  recommenderDeposit: partnerPage('추천 회원 입금', '추천 회원의 입금 내역입니다.'),
  recommenderWithdraw: partnerPage('추천 회원 출금', '추천 회원의 출금 내역입니다.'),
  recommenderCalc: partnerPage('추천 정산', '추천 롤링과 루징 정산 내역입니다.'),
  admin: { title: '관리자', lead: '관리자 화면입니다. 회원 승인, 입출금 처리, 경기 결과 입력은 관리자 전용 도구에서 진행합니다.' },
  authLogin: {
    title: '파트너 로그인',
    lead: '파트너 또는 추천인 권한이 있는 계정으로 로그인해야 이용할 수 있습니다.',
    links: [{ to: '/', title: '메인 사이트', caption: '메인으로 이동' }],
  },
} as const satisfies Record<string, SectionText>;

export type PageSection = keyof typeof PAGE_SECTIONS;
