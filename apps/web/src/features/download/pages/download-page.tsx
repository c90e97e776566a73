import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { useInstallOffer } from '../../../lib/app-install';
import { useSystemInfo } from '../../../lib/system-info';
import { usePageTitle } from '../../../lib/use-page-title';
import { appDownloads } from '../../../lib/working-links';
import { devicePlatform, isInstalledApp, type DevicePlatform } from '../device-platform';
import { SiteQr } from '../components/site-qr';
import './download-page.css';

type Guide = 'ios' | 'android';

/** The phone's own guide first; on a desktop Android's, the commoner phone in Brazil. */
const guideOrder = (platform: DevicePlatform): Guide[] =>
  platform === 'ios' ? ['ios', 'android'] : ['android', 'ios'];

/**
 * /down (spec section 2): the app. The site installs as an app from the browser (docs/pwa.md):
 * Chrome and Edge offer it (the install button), Safari through Add to Home Screen (iOS needs
 * Safari). Where the operator publishes store apps (resources APP_ANDROID / APP_IOS), their
 * buttons are here too, with the iOS 17 steps for trusting a manually installed profile. On a
 * desktop a QR code opens the site on the phone.
 */
export default function DownloadPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.download.title'));
  const downloads = appDownloads(useSystemInfo().info.resources);
  const android = downloads.find((resource) => resource.resourceType === 'APP_ANDROID');
  const ios = downloads.find((resource) => resource.resourceType === 'APP_IOS');
  const offer = useInstallOffer();
  // The site renders in the browser only: the device is known at the first render.
  const [platform] = useState<DevicePlatform>(() => devicePlatform(navigator));
  const [installed, setInstalled] = useState(() => isInstalledApp(window));
  const [declined, setDeclined] = useState(false);

  const install = async () => {
    const outcome = await offer.install();
    if (outcome === 'accepted') setInstalled(true);
    else setDeclined(true);
  };

  const guides: Record<Guide, ReactNode> = {
    android: (
      <section className="download-guide" aria-labelledby="guide-android" key="android">
        <h2 id="guide-android">
          <Icon name="phone" size={20} /> {t('pages.download.androidTitle')}
        </h2>
        <ol>
          <li>{t('pages.download.androidStep1')}</li>
          <li>{t('pages.download.androidStep2')}</li>
          <li>{t('pages.download.androidStep3')}</li>
        </ol>
        {android && (
          <a className="btn btn-secondary" href={android.url} target="_blank" rel="noopener noreferrer">
            <Icon name="download" size={18} />
            {t('pages.download.android')}
          </a>
        )}
      </section>
    ),
    ios: (
      <section className="download-guide" aria-labelledby="guide-ios" key="ios">
        <h2 id="guide-ios">
          <Icon name="phone" size={20} /> {t('pages.download.iosTitle')}
        </h2>
        <p className="download-note">{t('pages.download.iosSafari')}</p>
        <ol>
          <li>{t('pages.download.iosStep1')}</li>
          <li>{t('pages.download.iosStep2')}</li>
          <li>{t('pages.download.iosStep3')}</li>
        </ol>
        {ios && (
          <>
            <a className="btn btn-secondary" href={ios.url} target="_blank" rel="noopener noreferrer">
              <Icon name="download" size={18} />
              {t('pages.download.ios')}
            </a>
            <h3>{t('pages.download.iosProfileTitle')}</h3>
            <ol>
              <li>{t('pages.download.iosProfileStep1')}</li>
              <li>{t('pages.download.iosProfileStep2')}</li>
              <li>{t('pages.download.iosProfileStep3')}</li>
            </ol>
          </>
        )}
      </section>
    ),
  };

  return (
    <div className="download-page">
      <header className="download-hero">
        <img src="/icons/icon-192.png" alt="" width={72} height={72} />
        <div>
          <h1>{t('pages.download.title')}</h1>
          <p>{t('pages.download.description')}</p>
        </div>
      </header>

      <section className="download-install" aria-live="polite">
        {installed ? (
          <p className="download-installed">
            <Icon name="success" size={20} /> {t('pages.download.installed')}
          </p>
        ) : offer.canInstall ? (
          <button
            type="button"
            className="btn btn-primary download-install-button"
            onClick={() => void install()}
          >
            <Icon name="download" size={18} />
            {t('pages.download.install')}
          </button>
        ) : (
          <p className="download-note">
            {declined ? t('pages.download.declined') : t('pages.download.followGuide')}
          </p>
        )}
      </section>

      <div className="download-guides">{guideOrder(platform).map((guide) => guides[guide])}</div>

      {platform === 'desktop' && <SiteQr />}
    </div>
  );
}
