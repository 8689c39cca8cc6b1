import { jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { DialogFrame } from './DialogFrame.js';
import { ScreenDialog } from './ScreenDialog.js';
import { renderScreen } from './testing/render-screen.js';

/** Presses Tab (or Shift+Tab) as the browser would: the trap moves focus at the ends, else the next control. */
function pressTab(shift = false): void {
  const from = document.activeElement ?? document.body;
  const notPrevented = fireEvent.keyDown(from, { key: 'Tab', shiftKey: shift });
  if (!notPrevented) return; // the trap moved focus itself
  // jsdom has no default Tab action: move to the next/previous control in document order.
  const all = Array.from(document.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), a[href]'));
  const position = (el: HTMLElement): number => from.compareDocumentPosition(el);
  const next = shift
    ? all
        .filter((el) => (position(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0 && (position(el) & Node.DOCUMENT_POSITION_CONTAINS) === 0)
        .pop()
    : all.find((el) => (position(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
  next?.focus();
}

/** A page with a button that opens a dialog (both frames) holding a field and a button. */
function Page({
  frame,
  onClose,
  autoFocusField = false,
}: {
  readonly frame: 'frame' | 'screen';
  readonly onClose?: () => void;
  readonly autoFocusField?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = (): void => {
    onClose?.();
    setOpen(false);
  };
  const body = (
    <>
      <input aria-label="아이디" autoFocus={autoFocusField} />
      <button type="button">확인</button>
    </>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <button type="button">뒤의 버튼</button>
      {open && frame === 'frame' ? (
        <DialogFrame title="로그인" onClose={close}>
          {body}
        </DialogFrame>
      ) : null}
      {open && frame === 'screen' ? (
        <ScreenDialog title="쪽지" onClose={close}>
          {body}
        </ScreenDialog>
      ) : null}
    </>
  );
}

describe.each(['frame', 'screen'] as const)('%s dialog: focus stays inside while it is open', (frame) => {
  it('moves focus in on open, Tab and Shift+Tab cycle inside, Escape closes and focus returns', () => {
    const onClose = jest.fn();
    renderScreen(<Page frame={frame} onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const close = screen.getByRole('button', { name: '닫기' });
    const field = screen.getByRole('textbox', { name: '아이디' });
    const ok = screen.getByRole('button', { name: '확인' });

    // Forwards: close, field, OK, then back to close (never the page behind).
    pressTab();
    expect(document.activeElement).toBe(close);
    pressTab();
    expect(document.activeElement).toBe(field);
    pressTab();
    expect(document.activeElement).toBe(ok);
    pressTab();
    expect(document.activeElement).toBe(close);
    // Backwards from the first control to the last.
    pressTab(true);
    expect(document.activeElement).toBe(ok);

    // Focus pulled outside comes back on the next Tab.
    screen.getByRole('button', { name: '뒤의 버튼' }).focus();
    pressTab();
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe.each(['frame', 'screen'] as const)('%s dialog whose field takes focus itself (autoFocus)', (frame) => {
  it('starts on the field and, closed with Escape, gives focus back to the opener', () => {
    renderScreen(<Page frame={frame} autoFocusField />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '아이디' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('focus trap under an alert', () => {
  it('leaves Tab to the alert above the dialog', () => {
    renderScreen(
      <>
        <DialogFrame title="충전" onClose={() => undefined}>
          <button type="button">신청</button>
        </DialogFrame>
        <DialogFrame title="알림 메세지" layer="alert">
          <button type="button">확인</button>
        </DialogFrame>
      </>,
    );
    const alert = screen.getByRole('alertdialog');
    const ok = screen.getByRole('button', { name: '확인' });
    ok.focus();
    pressTab();
    // The alert's one control keeps focus; the dialog beneath does not pull it away.
    expect(document.activeElement).toBe(ok);
    expect(alert.contains(document.activeElement)).toBe(true);
  });

  it('holds focus on the box when the dialog has no control', () => {
    renderScreen(
      <DialogFrame title="안내">
        <p>내용</p>
      </DialogFrame>,
    );
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    pressTab();
    expect(document.activeElement).toBe(dialog);
  });
});
