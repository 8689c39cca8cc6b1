import { styled } from 'styled-components';

export const LoginBox = styled.div`
  width: 100%;
  max-width: 420px;
  margin: 48px auto;
  padding: 0 12px;
  box-sizing: border-box;
  & form {
    margin: 16px 0;
  }
`;
