export { siteTheme, siteColors, siteLayout, type SiteTheme } from './theme.js';
export { GlobalStyle } from './GlobalStyle.js';
export { SiteThemeProvider } from './SiteThemeProvider.js';
