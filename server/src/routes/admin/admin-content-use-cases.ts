// The operators' content use cases: answers to inquiries, messages to members, board posts and popups, each audited.
import type { Db } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { closePopup, deletePost, insertPopup, insertPost, updatePost, type PopupFields } from '../boards/board-store.js';
import { inquiriesOf } from '../support/inquiry-store.js';
import type { AdminChange } from './admin-change.js';
import { auditChange, inquiryAnswersSnapshot, popupSnapshot, postSnapshot } from './admin-snapshots.js';
import { inquiryMember, insertAnswer, insertMessages } from './admin-store.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';

/** Answers an inquiry; the value is how many inquiries its member has. Audited with the answers before and after. */
export async function answerInquiry(
  db: Db,
  a: { inquiryId: number; contents: string; adminId: number },
  c: AdminChange,
): Promise<Outcome<number>> {
  return db.transaction(async (tx) => {
    const memberId = await inquiryMember(tx, a.inquiryId);
    if (memberId === null) return refuse('notFound', A.inquiryNotFound);
    const target = `inquiry:${a.inquiryId}`;
    const before = await inquiryAnswersSnapshot(tx, a.inquiryId);
    await insertAnswer(tx, { ...a, at: new Date(c.now) });
    await auditChange(tx, { ...c, action: 'admin.inquiry.answer', target, before, after: await inquiryAnswersSnapshot(tx, a.inquiryId) });
    return done((await inquiriesOf(tx, memberId)).length);
  });
}

/**
 * Sends a message to a member (memberId 0: every active member); the value is how many got it.
 * A message is new, so its line's before is null and its after the message and recipient count.
 */
export async function sendMessage(
  db: Db,
  m: { memberId: number; title: string; contents: string; senderId: number },
  c: AdminChange,
): Promise<Outcome<number>> {
  return db.transaction(async (tx) => {
    const count = await insertMessages(tx, { ...m, at: new Date(c.now) });
    if (count === 0) return refuse('notFound', A.memberNotFound);
    const after = { memberId: m.memberId, title: m.title, contents: m.contents, recipients: count };
    await auditChange(tx, {
      ...c,
      action: 'admin.message.send',
      target: m.memberId === 0 ? 'all' : `member:${m.memberId}`,
      before: null,
      after,
    });
    return done(count);
  });
}

const postMissing = (): Outcome<never> => refuse('notFound', A.postNotFound);

/** Writes a board post (before: null); the value is its id. */
export async function writePost(
  db: Db,
  p: { board: string; category: string; title: string; contents: string; authorId: number },
  c: AdminChange,
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertPost(tx, { ...p, at: new Date(c.now) });
    await auditChange(tx, { ...c, action: 'admin.board.write', target: `post:${id}`, before: null, after: await postSnapshot(tx, id) });
    return id;
  });
}

export async function editPost(
  db: Db,
  id: number,
  p: { board: string; title: string; contents: string; category?: string },
  c: AdminChange,
): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    const before = await postSnapshot(tx, id);
    if (!before || !(await updatePost(tx, id, { ...p, category: p.category ?? null }))) return postMissing();
    await auditChange(tx, { ...c, action: 'admin.board.edit', target: `post:${id}`, before, after: await postSnapshot(tx, id) });
    return done(undefined);
  });
}

export async function removePost(db: Db, id: number, c: AdminChange): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    const before = await postSnapshot(tx, id);
    if (!before || !(await deletePost(tx, id, new Date(c.now)))) return postMissing();
    await auditChange(tx, { ...c, action: 'admin.board.delete', target: `post:${id}`, before, after: null });
    return done(undefined);
  });
}

/** Opens a popup (before: null); the value is its id. */
export async function writePopup(db: Db, fields: PopupFields, c: AdminChange): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertPopup(tx, fields);
    await auditChange(tx, { ...c, action: 'admin.popup.write', target: `popup:${id}`, before: null, after: await popupSnapshot(tx, id) });
    return id;
  });
}

/** Closes a popup (popup_status 0 -> 1). */
export async function removePopup(db: Db, id: number, c: AdminChange): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    const before = await popupSnapshot(tx, id);
    if (!before || !(await closePopup(tx, id))) return postMissing();
    await auditChange(tx, { ...c, action: 'admin.popup.delete', target: `popup:${id}`, before, after: await popupSnapshot(tx, id) });
    return done(undefined);
  });
}
