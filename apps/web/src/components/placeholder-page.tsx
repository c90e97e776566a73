import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n';
import { usePageTitle } from '../lib/use-page-title';
import type { IconName } from './icon';
import { StatePanel } from './state-panel';

type PlaceholderPageProps = {
  icon: IconName;
  title: string;
  description: string;
  /** Anything the page can already show (a query parameter, a download link). */
  children?: ReactNode;
};

/**
 * A route whose feature arrives in a later issue: a real, titled page that says what will be here
 * and offers a way on, for someone who types its address. Nothing visible on the site links to a
 * placeholder (docs/games.md, "What is shown").
 */
export const PlaceholderPage = ({ icon, title, description, children }: PlaceholderPageProps) => {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    // Marked so the browser tests can assert that no visible entry of the site leads here.
    <div data-testid="placeholder-page">
      <StatePanel icon={icon} title={title} description={description} tone="accent">
        {children}
        <Link className="btn btn-secondary" to="/">
          {t('common.backHome')}
        </Link>
      </StatePanel>
    </div>
  );
};
