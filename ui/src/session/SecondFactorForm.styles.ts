import { styled } from 'styled-components';

/** The enrolment's QR code (an SVG data URL from the server), on white so every app can read it. */
export const QrImage = styled.img`
  display: block;
  width: 180px;
  height: 180px;
  margin: 0 auto;
  padding: 6px;
  background: #fff;
  border-radius: 4px;
`;

/** The base32 secret in groups of four, to type into an app by hand. */
export const SecretInput = styled.input`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  letter-spacing: 0.08em;
  text-align: center;
`;
