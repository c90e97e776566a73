import type { SystemStatusResponse } from '@platform/contracts';
import { useTranslation, currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { SystemPage } from './system-page';

export const MaintenanceView = ({ status }: { status: SystemStatusResponse }) => {
  const { t } = useTranslation();
  const title = t('system.maintenanceTitle');
  usePageTitle(`${title} · ${status.info.brand.name}`);
  const { endTime, info } = status.maintenance;
  const end = endTime ? formatDateTime(endTime, currentLanguage()) : null;
  return (
    <SystemPage status={status} icon="tools" title={title} testId="maintenance-view">
      {end && (
        <p className="system-page-highlight" data-testid="maintenance-end">
          {t('system.maintenanceEnd', { time: end })}
        </p>
      )}
      <p className="system-page-info" data-testid="maintenance-info">
        {info || t('system.maintenanceText')}
      </p>
    </SystemPage>
  );
};
