/**
 * The operator's logo: an SVG file the site serves, not a setting. The operator replaces
 * app/public/images/brand/logo.svg (copied to app/dist/images/brand/logo.svg by the build; in a
 * running production folder, replace that copy): browsers keep it up to a day (the server's
 * cache rule for unhashed files). Its alt text is the site's name (SHELL_TEXTS.siteName).
 */
export const BRAND_LOGO_PATH = '/images/brand/logo.svg';
