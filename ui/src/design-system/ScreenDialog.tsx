import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DESIGN_SYSTEM_TEXTS } from './texts.js';
import { useFocusTrap } from './use-focus-trap.js';
import { Backdrop, CloseButton, DialogBody, DialogBox, DialogHeader, DialogTitle } from './ScreenDialog.styles.js';

export interface ScreenDialogProps {
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Extra header content (e.g. the deposit/withdraw switch). */
  readonly headerExtra?: ReactNode;
  readonly width?: string;
  readonly maxWidth?: string;
  readonly minWidth?: string;
  readonly testId?: string;
}

/**
 * The frame of a screen shown as a dialog: backdrop, header with a close button, scrolling
 * body. Escape (unless an alert is on top) and a click on the backdrop close it; Tab stays
 * inside while it is open (useFocusTrap). The shell
 * decides when it is open (its dialog switch); widths may be relative, which the shell's
 * DialogFrame does not offer (the mobile bet slip is 70 % wide at most).
 */
export function ScreenDialog(props: ScreenDialogProps) {
  const { title, onClose, children, headerExtra, width = '480px', maxWidth = '95vw', minWidth = '300px', testId } = props;
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return;
      // An alert above this dialog takes the Escape for itself (the shell marks it data-layer="alert").
      if (document.querySelector('[data-layer="alert"]')) return;
      onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Backdrop data-layer="dialog" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <DialogBox
        ref={box}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        $width={width}
        $maxWidth={maxWidth}
        $minWidth={minWidth}
      >
        <DialogHeader>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          {headerExtra}
          <CloseButton type="button" aria-label={DESIGN_SYSTEM_TEXTS.close} onClick={onClose}>
            ×
          </CloseButton>
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
      </DialogBox>
    </Backdrop>
  );
}
