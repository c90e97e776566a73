import type { ReactNode } from 'react';
import './form.css';

/** The form's main button; while the call runs it shows a spinner and ignores clicks. */
export const SubmitButton = ({
  pending,
  children,
  variant = 'primary',
  testId,
}: {
  pending: boolean;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  testId?: string;
}) => (
  <button
    type="submit"
    className={`btn btn-${variant} btn-lg btn-block`}
    aria-disabled={pending || undefined}
    aria-busy={pending || undefined}
    data-testid={testId}
    onClick={(event) => {
      if (pending) event.preventDefault();
    }}
  >
    {pending && <span className="btn-spinner" aria-hidden="true" />}
    {children}
  </button>
);
