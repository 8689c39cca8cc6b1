export { TopPage, TopPageView, type NoticeWidgetModel } from './TopPage.js';
export { NoticeWidget, type NoticeWidgetItem } from './NoticeWidget.js';
export { ErrorPage, type ErrorPageProps } from './ErrorPage.js';
export { MaintenancePage } from './MaintenancePage.js';
export { LoginPage, loginTitleOf } from './LoginPage.js';
export { MemberInfoPage, MemberInfoView } from './MemberInfoPage.js';
export { SectionPage } from './SectionPage.js';
export { PAGE_TEXTS, PAGE_SECTIONS, type PageSection } from './texts.js';
