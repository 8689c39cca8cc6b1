// The member's recommender page: /mypage/recommender (the members who signed up with the member's code).
export { MyReferralsPage, MyReferralsTable, type MyReferralsPageProps, type MyReferralsScreenModel } from './MyReferralsPage.js';
export { REFERRALS_TEXTS } from './texts.js';
