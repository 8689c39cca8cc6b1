// The fairness page: /fairness and /mypage/fairness ('공정성 검증').
export { FairCheckPanel, FairnessPage, FairRoundTable, type FairnessPageProps, type FairnessScreenModel } from './FairnessPage.js';
export { FAIRNESS_PAGE_TEXTS } from './texts.js';
