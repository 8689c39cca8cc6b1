import { styled } from 'styled-components';
import { Input } from '../design-system/form.styles.js';

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

/** The base32 secret in groups of four, to type into an app by hand: a read-only box that wraps (never cut off). */
export const SecretInput = styled(Input).attrs({ as: 'textarea', rows: 2 })`
  height: auto;
  padding: 8px 10px;
  resize: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 14px;
  line-height: 1.5;
  text-align: center;
  word-spacing: 0.2em;
`;
