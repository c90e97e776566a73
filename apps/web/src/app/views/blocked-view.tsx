import type { SystemStatusResponse } from '@platform/contracts';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { SystemPage } from './system-page';

export const BlockedView = ({ status }: { status: SystemStatusResponse }) => {
  const { t } = useTranslation();
  const title = t('system.blockedTitle');
  usePageTitle(`${title} · ${status.info.brand.name}`);
  return (
    <SystemPage status={status} icon="shield" title={title} testId="blocked-view">
      <p className="system-page-highlight" data-testid="blocked-ip">
        {t('system.blockedIp', { ip: status.location.ip })}
      </p>
      <p className="system-page-info" data-testid="blocked-info">
        {status.regionRestriction.info || t('errors.region-restricted')}
      </p>
    </SystemPage>
  );
};
