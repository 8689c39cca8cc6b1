/**
 * Customer support of spec section 7 "Support".
 *
 * POST   /supportNonMember            {name, phoneNumber, question}           -> ignored body
 * GET    /customer/user/{userId}      (polled every 5 s)                       -> InquiryDto[]
 * POST   /customer/                   {memberId, title, questionContents, template} -> ignored body
 * DELETE /customer/delete/user/{id}   (inquiry id)                             -> ignored body
 * DELETE /customer/deleteAll/{userId}                                          -> ignored body
 */
import * as D from '../decode.js';
import { dateTextDecoder, idDecoder } from './common.js';

export interface NonMemberInquiryBodyDto {
  readonly name: string;
  readonly phoneNumber: string;
  readonly question: string;
}

export interface InquiryBodyDto {
  readonly memberId: number;
  readonly title: string;
  readonly questionContents: string;
  /** Quick-account inquiries send `userType` followed by role capped at 5 (e.g. "A3"); else null. */
  readonly template: string | null;
}

export interface InquiryAnswerDto {
  readonly answerContents: string;
}

/** Waiting while `customerAnswer` is empty, answered once one exists. */
export interface InquiryDto {
  readonly id: number;
  readonly title: string;
  readonly questionContents: string;
  readonly createdAt: string;
  readonly template: string | null;
  readonly memberId: number;
  readonly customerAnswer: InquiryAnswerDto[];
}

export const inquiryDtoDecoder: D.Decoder<InquiryDto> = D.object({
  id: idDecoder,
  title: D.string,
  questionContents: D.string,
  createdAt: dateTextDecoder,
  template: D.withDefault(D.nullable(D.string), null),
  memberId: idDecoder,
  customerAnswer: D.withDefault(D.array(D.object({ answerContents: D.string })), []),
});
