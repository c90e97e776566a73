import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';

/**
 * The site's address as a QR code, for a visitor on a desktop to open it on the phone. Drawn in the
 * browser (the qrcode library loads with this page only); nothing leaves the page.
 */
export function SiteQr() {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const address = window.location.origin;
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ toString }) =>
        toString(address, { type: 'svg', margin: 1, color: { dark: '#0f1420', light: '#ffffff' } }),
      )
      .then((svg) => {
        if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      // Without the code the address below still tells the visitor where to go.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [address]);
  return (
    <section className="download-qr" aria-labelledby="download-qr-title">
      <h2 id="download-qr-title">{t('pages.download.qrTitle')}</h2>
      <p className="download-note">{t('pages.download.qrText')}</p>
      <div className="download-qr-code">
        {image ? <img src={image} alt={t('pages.download.qrAlt')} width={176} height={176} /> : null}
      </div>
      <p className="download-address">{address}</p>
    </section>
  );
}
