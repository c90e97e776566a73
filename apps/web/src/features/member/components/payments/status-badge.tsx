import type { ReactNode } from 'react';

/** A status in a coloured pill (deposits and withdrawals). */
export const StatusBadge = ({
  tone,
  children,
}: {
  tone: 'success' | 'info' | 'warning' | 'danger' | 'muted';
  children: ReactNode;
}) => <span className={`payments-badge is-${tone}`}>{children}</span>;
