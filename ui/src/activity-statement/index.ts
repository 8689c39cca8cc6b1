// My page's activity statement: /mypage/statement ('이용 내역서').
export {
  ActivityStatementPage,
  ActivityStatementTable,
  type ActivityStatementPageProps,
  type ActivityStatementScreenModel,
} from './ActivityStatementPage.js';
export { ACTIVITY_STATEMENT_PAGE_TEXTS } from './texts.js';
