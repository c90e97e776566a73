import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { currentLanguage } from '../../../i18n';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useTransferOffered } from '../../../lib/jurisdiction';
import { useDownline } from '../api/get-downline';
import { useTypeLabel } from './agent-type-label';
import { DownlineContracts } from './downline-contracts';

/** The detail panel of one downline: who, when, where from, and the money figures. */
export const DownlineDetail = ({ memberId, onClose }: { memberId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const typeLabel = useTypeLabel();
  const detail = useDownline(memberId);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the panel: on a phone it opens above the list, out of sight otherwise.
  useEffect(() => {
    heading.current?.focus();
  }, [memberId]);
  const money = (value: number) => formatMoney(value, language);
  const transferOffered = useTransferOffered('DOWNLINE');

  const body = () => {
    if (detail.isPending) {
      return (
        <div className="team-skeleton" role="status" aria-label={t('agent.downlines.detailTitle')}>
          <div className="team-skeleton-row skeleton" />
          <div className="team-skeleton-row skeleton" />
          <div className="team-skeleton-row skeleton" />
        </div>
      );
    }
    if (detail.isError) {
      return (
        <LoadError
          headingLevel={3}
          title={t('agent.downlines.detailError')}
          message={detail.error.message}
          onRetry={() => void detail.refetch()}
        />
      );
    }
    const member = detail.data;
    const rows: Array<[string, string]> = [
      [t('agent.downlines.type'), typeLabel(member.type)],
      [t('agent.downlines.level'), formatCount(member.level, language)],
      [t('agent.downlines.upline'), member.upline ?? t('agent.downlines.none')],
      [t('agent.downlines.status'), t(`agent.downlines.statuses.${member.status}`)],
      [
        t('agent.downlines.registered'),
        formatDateTime(member.registeredAt, language) ?? t('agent.downlines.none'),
      ],
      [
        t('agent.downlines.lastLogin'),
        member.lastLoginAt
          ? (formatDateTime(member.lastLoginAt, language) ?? t('agent.downlines.none'))
          : t('agent.downlines.never'),
      ],
      [t('agent.downlines.mobile'), member.mobile ?? t('agent.downlines.none')],
      [t('agent.downlines.invitation'), member.invitationLabel ?? t('agent.downlines.none')],
      [t('agent.downlines.directCount'), formatCount(member.directCount, language)],
      [t('agent.downlines.teamSize'), formatCount(member.teamSize, language)],
    ];
    return (
      <>
        <dl className="downline-money">
          <div>
            <dt>{t('agent.downlines.balance')}</dt>
            <dd data-testid="downline-detail-balance">{money(member.balance)}</dd>
          </div>
          <div>
            <dt>{t('agent.downlines.deposits')}</dt>
            <dd>
              {money(member.depositTotal)} <small>({formatCount(member.depositCount, language)})</small>
            </dd>
          </div>
          <div>
            <dt>{t('agent.downlines.withdrawals')}</dt>
            <dd>
              {money(member.withdrawalTotal)} <small>({formatCount(member.withdrawalCount, language)})</small>
            </dd>
          </div>
        </dl>
        <dl className="downline-facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {member.status === 'ACTIVE' && transferOffered ? (
          <Link
            className="btn btn-primary team-block"
            to={`/agentHome/transfer?account=${encodeURIComponent(member.account)}`}
            data-testid="downline-transfer-link"
          >
            <Icon name="wallet" size={18} />
            {t('agent.downlines.transfer')}
          </Link>
        ) : null}
        <DownlineContracts member={member} />
      </>
    );
  };

  return (
    <aside
      className="team-card downline-detail"
      aria-labelledby="downline-detail-title"
      data-testid="downline-detail"
    >
      <div className="team-card-head">
        <h2 className="team-card-title" id="downline-detail-title" ref={heading} tabIndex={-1}>
          {detail.data?.account ?? t('agent.downlines.detailTitle')}
        </h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('agent.downlines.close')}>
          <Icon name="close" size={18} />
        </button>
      </div>
      {body()}
    </aside>
  );
};
