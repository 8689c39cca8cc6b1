/** Demo boards, popups and messages (HTML contents as an admin would write them). */
export const DEMO_NOTICES: readonly { title: string; contents: string }[] = [
  { title: '사이트 이용 안내', contents: '<p>회원님들의 원활한 이용을 위해 <b>이용규정</b>을 꼭 확인해주세요.</p>' },
  { title: '은행 점검시간 안내', contents: '<p>매일 <b>23:30 ~ 00:30</b>은 은행 점검시간으로 입출금이 불가합니다.</p>' },
  {
    title: '테더(USDT) 입출금 안내',
    contents: '<p>테더 입금은 TRC20/ERC20 네트워크를 지원합니다. 국내 거래소 지갑으로 출금하지 마세요.</p>',
  },
  {
    title: '출석체크 이벤트 오픈',
    contents: '<p>매일 출석체크하고 포인트를 받으세요.</p><img src="/api/file/download/event/attendance.svg" alt="출석체크">',
  },
  { title: '고객센터 운영시간', contents: '<p>고객센터는 24시간 운영됩니다.</p>' },
  { title: '개인정보 보호 안내', contents: '<p>운영진은 절대 비밀번호를 묻지 않습니다.</p>' },
];

export const DEMO_RULES: readonly { title: string; contents: string }[] = [
  { title: '스포츠 베팅 규정', contents: '<p>최소 베팅금액은 5,000원이며, 최대 베팅 및 최대 당첨금은 회원 등급별로 다릅니다.</p>' },
  { title: '입출금 규정', contents: '<p>충전은 10,000원 이상 1,000원 단위, 출금은 10,000원 이상 10,000원 단위입니다.</p>' },
  { title: '보너스 및 롤링 규정', contents: '<p>모든 충전 보너스는 롤링 100% 충족 후 출금 가능합니다.</p>' },
];

/**
 * Events per category '1'..'10' (spec 2: 1 new members, 5 all, 2 casino, 3 slots, 4 sports,
 * 6 live, 7 virtual, 8 minigame, 10 hold'em, 9 referral).
 */
export const DEMO_EVENTS: readonly { category: string; title: string; contents: string }[] = [
  { category: '1', title: '신규회원 첫충전 10%', contents: '<p>가입 후 첫 충전 시 10% 포인트 지급</p>' },
  { category: '5', title: '매일 출석 이벤트', contents: '<p>매일 출석체크 시 100포인트</p>' },
  { category: '2', title: '카지노 페이백', contents: '<p>카지노 손실금의 5% 페이백</p>' },
  { category: '3', title: '슬롯 주간 이벤트', contents: '<p>슬롯 주간 최고 당첨자 보너스</p>' },
  { category: '4', title: '스포츠 연승 이벤트', contents: '<p>스포츠 5연승 시 보너스 지급</p>' },
  { category: '6', title: '라이브 스포츠 이벤트', contents: '<p>라이브 베팅 적중 시 추가 포인트</p>' },
  { category: '7', title: '가상스포츠 이벤트', contents: '<p>가상축구 베팅 이벤트</p>' },
  { category: '8', title: '미니게임 이벤트', contents: '<p>미니게임 연속 적중 이벤트</p>' },
  { category: '9', title: '친구추천 이벤트', contents: '<p>친구 추천 시 룰렛 쿠폰 지급</p>' },
  { category: '10', title: '홀덤 토너먼트', contents: '<p>주말 홀덤 토너먼트 개최</p>' },
];

export const DEMO_COMMUNITY: readonly { category: string; title: string; contents: string }[] = [
  { category: 'free', title: '반갑습니다', contents: '<p>잘 부탁드립니다.</p>' },
  { category: 'free', title: '오늘 경기 예상', contents: '<p>오늘 경기 재밌겠네요.</p>' },
];

export const DEMO_POPUPS: readonly { contents: string; link: string | null; size: string; left: string; top: string }[] = [
  { contents: '<p><b>신규회원 이벤트</b><br>첫 충전 10% 보너스!</p>', link: '/event', size: '400px', left: '100px', top: '100px' },
  { contents: '<p>은행 점검시간 23:30 ~ 00:30 입출금 불가</p>', link: null, size: '360px', left: '520px', top: '100px' },
];

/** The top page's banners as an operator would write them (text banners on the site's tones). */
export const DEMO_BANNERS: readonly { title: string; caption: string; link: string; tone: string }[] = [
  {
    title: '신규회원 첫충전 10% 보너스',
    caption: '가입 후 첫 입금 시 보너스 지급 · 이벤트 페이지에서 확인하세요',
    link: '/events',
    tone: 'gold',
  },
  { title: '실시간 라이브 스포츠', caption: '축구 · 농구 · 야구 · 배구 · 아이스하키 경기 중 베팅', link: '/inplay', tone: 'red' },
  { title: '라이브 카지노 & 슬롯', caption: '바카라 · 룰렛 · 블랙잭, 베팅마다 잭팟 적립', link: '/casino', tone: 'purple' },
  { title: '미니게임 회차 베팅', caption: '로투스 · 토큰 · 에볼루션 · 엔트리 · 넥스트', link: '/minigame', tone: 'blue' },
];

export const WELCOME_MESSAGE = { title: '가입을 환영합니다', contents: '<p>회원님의 가입을 진심으로 환영합니다.</p>' };
