import type { ReactNode } from 'react';
import { Icon } from '../icon';
import './form.css';

/** A message about the whole form (a refused login, a locked account), read out when it appears. */
export const FormAlert = ({
  children,
  tone = 'danger',
}: {
  children: ReactNode;
  tone?: 'danger' | 'info' | 'success';
}) => (
  <div className={`form-alert form-alert-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
    <Icon name={tone === 'danger' ? 'warning' : tone === 'success' ? 'success' : 'info'} size={18} />
    <div>{children}</div>
  </div>
);
