/**
 * The demo logins created by the seed (listed by main.ts and README). Passwords are stored as
 * scrypt hashes precomputed by generate-demo-hashes.ts (hashing 20 secrets at N=2^17 would
 * take ~15 s of every first start); each account has its own salt.
 */
export interface DemoAccount {
  readonly userId: string;
  readonly password: string;
  /** 4-digit deposit/withdrawal password. */
  readonly depositPassword: string;
  readonly nickname: string;
  readonly what: string;
  readonly role: number;
  readonly type: number;
  readonly isAdmin: boolean;
  readonly status: 'active' | 'pending';
}

export const DEMO_PASSWORD = 'test1234';
export const DEMO_ADMIN_PASSWORD = 'admin1234!';
export const DEMO_DEPOSIT_PASSWORD = '1234';

const member = (n: number): DemoAccount => ({
  userId: `member0${n}`,
  password: DEMO_PASSWORD,
  depositPassword: DEMO_DEPOSIT_PASSWORD,
  nickname: ['하나', '두리', '세찌', '네찌', '다섯'][n - 1]! + '회원',
  what: `member, level ${n}`,
  role: n,
  type: 0,
  isAdmin: false,
  status: 'active',
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userId: 'admin',
    password: DEMO_ADMIN_PASSWORD,
    depositPassword: DEMO_DEPOSIT_PASSWORD,
    nickname: '운영팀',
    what: 'admin (type 1, role 10)',
    role: 10,
    type: 1,
    isAdmin: true,
    status: 'active',
  },
  member(1),
  member(2),
  member(3),
  member(4),
  member(5),
  {
    userId: 'partner01',
    password: DEMO_PASSWORD,
    depositPassword: DEMO_DEPOSIT_PASSWORD,
    nickname: '파트너',
    what: 'partner (type 1), referral code PARTNER1',
    role: 3,
    type: 1,
    isAdmin: false,
    status: 'active',
  },
  {
    userId: 'recomm01',
    password: DEMO_PASSWORD,
    depositPassword: DEMO_DEPOSIT_PASSWORD,
    nickname: '추천인하나',
    what: 'recommender (type 2) under partner01, code RECOMM01',
    role: 2,
    type: 2,
    isAdmin: false,
    status: 'active',
  },
  {
    userId: 'recomm02',
    password: DEMO_PASSWORD,
    depositPassword: DEMO_DEPOSIT_PASSWORD,
    nickname: '추천인둘',
    what: 'recommender (type 2) under partner01, code RECOMM02',
    role: 2,
    type: 2,
    isAdmin: false,
    status: 'active',
  },
  {
    userId: 'pending01',
    password: DEMO_PASSWORD,
    depositPassword: DEMO_DEPOSIT_PASSWORD,
    nickname: '대기회원',
    what: 'signed up, awaiting approval (cannot log in)',
    role: 1,
    type: 0,
    isAdmin: false,
    status: 'pending',
  },
];

/** "userId / password — what" lines for the console and README. */
export const demoLoginLines = (): string[] => DEMO_ACCOUNTS.map((a) => `${a.userId.padEnd(10)} / ${a.password.padEnd(11)} ${a.what}`);
