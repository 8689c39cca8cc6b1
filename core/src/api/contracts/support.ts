/**
 * Customer support of spec section 7 "Support": one contract per call (both ends read these).
 *
 * POST   /supportNonMember            {name, phoneNumber, question}           -> { message } (ignored)
 * GET    /customer/user/{userId}      (polled every 5 s)                       -> InquiryDto[]
 * POST   /customer/                   {memberId, title, questionContents, template?} -> { id, message } (ignored)
 * DELETE /customer/delete/user/{id}   (inquiry id)                             -> { message } (ignored)
 * DELETE /customer/deleteAll/{userId}                                          -> { message, count } (ignored)
 */
import * as W from '../contract/index.js';
import { ignoredAnswer, noticeShape } from './common.js';

const nonMemberInquiryBody = W.obj({ name: W.text(40), phoneNumber: W.pattern('^[0-9]{0,20}$', 20), question: W.text(2000) });
export type NonMemberInquiryBodyDto = W.TypeOf<typeof nonMemberInquiryBody>;

const inquiryBody = W.obj({
  memberId: W.id(),
  title: W.text(100),
  questionContents: W.text(2000),
  /** Quick-account inquiries send `userType` followed by role capped at 5 (e.g. "A3"); else null. */
  template: W.optional(W.nullable(W.pattern('^[A-Z][1-5]$', 2))),
});
export type InquiryBodyDto = W.TypeOf<typeof inquiryBody>;

const answerWire = W.obj({ answerContents: W.string() });
export type InquiryAnswerDto = W.TypeOf<typeof answerWire>;

/** Waiting while `customerAnswer` is empty, answered once one exists. */
const inquiryWire = W.obj({
  id: W.idOrZero(),
  title: W.string(),
  questionContents: W.string(),
  createdAt: W.dateText(),
  template: W.withDefault(W.nullable(W.string()), null),
  memberId: W.idOrZero(),
  customerAnswer: W.withDefault(W.array(answerWire), []),
});
export type InquiryDto = W.TypeOf<typeof inquiryWire>;

const userIdParam = W.obj({ userId: W.text(64, 1) });

/** A visitor's inquiry (no session, no CSRF). */
export const nonMemberInquiryCall = W.defineCall({
  method: 'POST',
  path: '/supportNonMember',
  body: nonMemberInquiryBody,
  response: ignoredAnswer(W.obj(noticeShape)),
});

export const inquiryListCall = W.defineCall({
  method: 'GET',
  path: '/customer/user/:userId',
  params: userIdParam,
  response: W.array(inquiryWire),
});

/** The spec writes the trailing slash. */
export const inquiryCreateCall = W.defineCall({
  method: 'POST',
  path: '/customer/',
  body: inquiryBody,
  response: ignoredAnswer(W.obj({ id: W.id(), ...noticeShape })),
});

export const inquiryDeleteOneCall = W.defineCall({
  method: 'DELETE',
  path: '/customer/delete/user/:id',
  params: W.obj({ id: W.id() }),
  response: ignoredAnswer(W.obj(noticeShape)),
});

/** Only answered inquiries are deleted (spec 4); `count` says how many. */
export const inquiryDeleteAllCall = W.defineCall({
  method: 'DELETE',
  path: '/customer/deleteAll/:userId',
  params: userIdParam,
  response: ignoredAnswer(W.obj({ ...noticeShape, count: W.int(0) })),
});
