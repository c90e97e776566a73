import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './state-panel.css';

type StatePanelProps = {
  icon: IconName;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The page's main heading, or a section inside a page that already has one. */
  headingLevel?: 1 | 2 | 3;
  tone?: 'neutral' | 'accent' | 'danger';
};

/** The one look for empty, error, placeholder and not-found states: icon, title, text, next step. */
export const StatePanel = ({
  icon,
  title,
  description,
  children,
  headingLevel = 1,
  tone = 'neutral',
}: StatePanelProps) => {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <section className={`state-panel state-panel-${tone}`}>
      <div className="state-panel-icon">
        <Icon name={icon} size={32} />
      </div>
      <Heading className="state-panel-title">{title}</Heading>
      {description ? <div className="state-panel-text">{description}</div> : null}
      {children ? <div className="state-panel-actions">{children}</div> : null}
    </section>
  );
};
