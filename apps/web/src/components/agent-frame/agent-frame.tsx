import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { isAgentType } from '@platform/contracts';
import { useSessionStore } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import './agent-frame.css';

/**
 * The frame of an agent-centre page: the guard, the way back to the centre, title and lead. Shared
 * so pages of other features (the notices) sit in the agent centre the same way.
 */
export const AgentFrame = ({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  wide?: boolean;
}) => {
  const { t } = useTranslation();
  const userType = useSessionStore((state) => state.userType);
  usePageTitle(title);
  // Spec section 4: non-agents opening the agent centre are sent to the agent portal.
  if (userType !== null && !isAgentType(userType)) return <Navigate to="/agent" replace />;
  return (
    <div className={`agent-page${wide ? ' agent-page-wide' : ''}`}>
      <nav className="agent-breadcrumb" aria-label={t('security.breadcrumb')}>
        <Link to="/agentHome">{t('pages.agentHome.title')}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{title}</span>
      </nav>
      <h1 className="agent-page-title">{title}</h1>
      <p className="agent-page-lead">{lead}</p>
      {children}
    </div>
  );
};
