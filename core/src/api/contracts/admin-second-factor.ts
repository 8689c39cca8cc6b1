/**
 * Re-enrolling an operator's second factor (issue 11; not in the spec), admins only:
 *
 * POST /admin/members/{id}/second-factor/reset -> { message }
 *   Forgets a colleague's TOTP secret: their next login shows the enrolment (QR code and secret)
 *   again. An operator never resets their own (400 `ownSecondFactor`); a member who is not an
 *   operator, or an operator without a secret, answers 400 `noSecondFactor`. Audited with before
 *   and after (server/src/routes/admin/second-factor-reset.ts).
 */
import * as W from '../contract/index.js';
import { noticeAnswer } from './foundation-common.js';

export const adminResetSecondFactorCall = W.defineCall({
  method: 'POST',
  path: '/admin/members/:id/second-factor/reset',
  params: W.obj({ id: W.id() }),
  response: noticeAnswer,
});
