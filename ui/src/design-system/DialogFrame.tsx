import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DESIGN_SYSTEM_TEXTS } from './texts.js';
import { useFocusTrap } from './use-focus-trap.js';
import { Actions, Body, CloseButton, Overlay, Panel, Title, TitleBar } from './DialogFrame.styles.js';

export interface DialogFrameProps {
  readonly title: string;
  /** Spec 9 widths: 506 for money conversion, 450 for USD dialogs; 420 otherwise. */
  readonly width?: number;
  /** Close button and Escape; omitted for a dialog that cannot be closed. */
  readonly onClose?: () => void;
  /** Buttons under the body. */
  readonly actions?: ReactNode;
  /** Alerts stack above ordinary dialogs. */
  readonly layer?: 'dialog' | 'alert';
  readonly children: ReactNode;
}

/** The modal box every dialog uses: title, close button, Escape to close, focus kept inside, body, actions. */
export function DialogFrame({ title, width = 420, onClose, actions, layer = 'dialog', children }: DialogFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, layer);
  useEffect(() => {
    if (!onClose) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      // Only the top-most layer reacts: an alert's Escape must not also close the dialog beneath.
      if (layer === 'dialog' && document.querySelector('[data-layer="alert"]')) return;
      event.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, layer]);

  return (
    <Overlay $layer={layer} data-layer={layer}>
      <Panel
        ref={panel}
        tabIndex={-1}
        $width={width}
        role={layer === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <TitleBar>
          <Title id={titleId}>{title}</Title>
          {onClose ? (
            <CloseButton type="button" aria-label={DESIGN_SYSTEM_TEXTS.close} onClick={onClose}>
              ×
            </CloseButton>
          ) : null}
        </TitleBar>
        <Body>{children}</Body>
        {actions ? <Actions>{actions}</Actions> : null}
      </Panel>
    </Overlay>
  );
}
