import { keyframes, styled } from 'styled-components';
import { DESIGN_SYSTEM_TEXTS } from './texts.js';
import { color } from './tokens.js';

/** Shown only when the wait is long enough to notice: a page arriving within 300 ms never flashes it. */
const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Box = styled.div`
  padding: 48px 16px;
  text-align: center;
  color: ${color('textMuted')};
  opacity: 0;
  animation: ${appear} 200ms ease-out 300ms forwards;
`;

/**
 * The page area while the page's script is still on its way (app's lazyScreens): the shell stays,
 * and a slow link says so. `page-loading` is also what tests wait on before reading a page.
 */
export function PageLoading() {
  return (
    <Box role="status" aria-busy="true" data-testid="page-loading">
      {DESIGN_SYSTEM_TEXTS.pageLoading}
    </Box>
  );
}
