import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { useSystemInfo } from '../../../lib/system-info';

/** App download guide; the install tutorials arrive later, the store links work already. */
export default function DownloadPage() {
  const { t } = useTranslation();
  const { resources } = useSystemInfo().info;
  const android = resources.find((resource) => resource.resourceType === 'APP_ANDROID' && resource.url);
  const ios = resources.find((resource) => resource.resourceType === 'APP_IOS' && resource.url);
  return (
    <PlaceholderPage
      icon="download"
      title={t('pages.download.title')}
      description={t('pages.download.description')}
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
    </PlaceholderPage>
  );
}
