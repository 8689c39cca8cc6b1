import { createGlobalStyle } from 'styled-components';

/** Page-wide defaults: dark background, Korean font stack, no margin. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font};
    font-size: 14px;
    -webkit-font-smoothing: antialiased;
  }
  a { color: inherit; text-decoration: none; }
  button { font: inherit; cursor: pointer; }
  button:disabled { cursor: not-allowed; opacity: 0.6; }
  input, select, textarea { font: inherit; }
`;
