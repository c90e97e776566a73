import type { ReactNode } from 'react';
import type { SystemStatusResponse } from '@platform/contracts';
import { useTranslation } from '../../i18n';
import { AgeBadge } from '../../components/age-badge';
import { Icon, type IconName } from '../../components/icon';
import { LanguageSelect } from '../../components/language-select';
import { useCustomerService } from '../../lib/use-customer-service';
import './system-page.css';

type SystemPageProps = {
  status: SystemStatusResponse;
  icon: IconName;
  title: string;
  children: ReactNode;
  testId: string;
};

/** Whole-page notice used instead of the site (maintenance, region block). */
export const SystemPage = ({ status, icon, title, children, testId }: SystemPageProps) => {
  const { t } = useTranslation();
  const openCustomerService = useCustomerService(status.info.customerService);
  const { brand } = status.info;
  return (
    <div className="system-page" data-testid={testId}>
      <header className="system-page-top">
        <span className="system-page-brand">{brand.logoText || brand.name}</span>
        <LanguageSelect compact />
      </header>
      <main className="system-page-main">
        <div className="system-page-card">
          <div className="system-page-icon">
            <Icon name={icon} size={36} />
          </div>
          <h1 className="system-page-title">{title}</h1>
          <div className="system-page-body">{children}</div>
          {status.info.customerService.length > 0 && (
            <button type="button" className="btn btn-primary btn-lg" onClick={() => openCustomerService()}>
              <Icon name="headset" />
              {t('system.customerService')}
            </button>
          )}
        </div>
      </main>
      <footer className="system-page-footer">
        <AgeBadge size="small" />
        <span>{t('footer.adultsOnly')}</span>
      </footer>
    </div>
  );
};
