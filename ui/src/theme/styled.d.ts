import 'styled-components';
import type { SiteTheme } from './theme.js';

// Typed `props.theme` in every styled component.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}
