// The site's own pages: top, error, maintenance, and the section pages whose screens come later.
export { TopPage, TopPageView, type NoticeWidgetModel } from './TopPage.js';
/** The top page's two-column row (the app's featured fixtures use it). */
export { TwoColumns as TopColumns } from './top/TopSections.styles.js';
export { PopularGameTiles } from './top/PopularGameTiles.js';
export { BannerStrip } from './top/BannerStrip.js';
export { TOP_LOWER_TEXTS } from './top/texts.js';
export { ErrorPage, type ErrorPageProps } from './ErrorPage.js';
export { MaintenancePage } from './MaintenancePage.js';
export { SectionPage } from './SectionPage.js';
export { PAGE_TEXTS, PAGE_SECTIONS, type PageSection } from './texts.js';
