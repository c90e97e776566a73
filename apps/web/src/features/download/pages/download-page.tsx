import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { StatePanel } from '../../../components/state-panel';
import { useSystemInfo } from '../../../lib/system-info';
import { usePageTitle } from '../../../lib/use-page-title';
import { appDownloads } from '../../../lib/working-links';

/**
 * The app download page: a button per app the operator configured, each leading to its store or
 * file (never back to this page). Linked from the site only when there is one (lib/working-links).
 */
export default function DownloadPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.download.title'));
  const downloads = appDownloads(useSystemInfo().info.resources);
  const android = downloads.find((resource) => resource.resourceType === 'APP_ANDROID');
  const ios = downloads.find((resource) => resource.resourceType === 'APP_IOS');
  return (
    <StatePanel
      icon="download"
      title={t('pages.download.title')}
      description={t('pages.download.description')}
      tone="accent"
    >
      {android && (
        <a className="btn btn-primary" href={android.url} target="_blank" rel="noopener noreferrer">
          <Icon name="download" size={18} />
          {t('pages.download.android')}
        </a>
      )}
      {ios && (
        <a className="btn btn-primary" href={ios.url} target="_blank" rel="noopener noreferrer">
          <Icon name="download" size={18} />
          {t('pages.download.ios')}
        </a>
      )}
      {ios && <p className="placeholder-note">{t('pages.download.iosNote')}</p>}
      {!android && !ios && <p className="placeholder-note">{t('pages.download.none')}</p>}
      <Link className="btn btn-secondary" to="/">
        {t('common.backHome')}
      </Link>
    </StatePanel>
  );
}
