import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A dialog that traps focus, closes on Escape and gives focus back to what opened it. Written
 * here instead of the shell's Radix dialog to keep the studio entry small.
 */
export const Modal = (props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) => {
  const { onClose } = props;
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const focusables = () =>
      Array.from(
        node?.querySelectorAll<HTMLElement>(
          'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ) ?? [],
      );
    // The last control is the dialog's main action (acknowledge, start).
    (focusables().at(-1) ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="studio-overlay">
      <div
        ref={panel}
        className={props.wide ? 'studio-modal is-wide' : 'studio-modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="studio-modal-header">
          <h2 id={titleId}>{props.title}</h2>
        </header>
        <div className="studio-modal-body">{props.children}</div>
        {props.footer ? <footer className="studio-modal-footer">{props.footer}</footer> : null}
      </div>
    </div>
  );
};
