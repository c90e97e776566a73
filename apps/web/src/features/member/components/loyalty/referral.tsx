import { useState } from 'react';
import type { ReferredFriendStatus } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../../i18n';
import { CopyButton } from '../../../../components/copy-button';
import { Pagination } from '../../../../components/pagination/pagination';
import { StatePanel } from '../../../../components/state-panel';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useReferral } from '../../api/get-referral';
import { LoadError, RecordsSkeleton } from '../records-states';
import './loyalty.css';

const STATUS_TONE: Record<ReferredFriendStatus, string> = {
  registered: 'neutral',
  deposited: 'accent',
  active: 'success',
  rewarded: 'success',
};

/**
 * The member's referral page (spec section 2, referral; docs/referral-vip.md): their code and
 * registration link with copy buttons and a QR, the operator's reward rule, and the friends who
 * registered with the code. Shows only: rewards are paid by promotions, not here.
 */
export const Referral = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const query = useReferral(page);

  if (query.isPending) return <RecordsSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={t('loyalty.referral.loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  const { rule } = data;
  return (
    <div className="loyalty" data-testid="referral">
      <section className="loyalty-card referral-share" aria-labelledby="referral-share-title">
        <h2 id="referral-share-title" className="loyalty-card-title">
          {t('loyalty.referral.shareTitle')}
        </h2>
        <div className="referral-share-body">
          <img
            className="referral-qr"
            src={data.qr}
            alt={t('loyalty.referral.qr')}
            width={144}
            height={144}
            data-testid="referral-qr"
          />
          <div className="referral-share-fields">
            <p className="referral-field">
              <span className="loyalty-muted">{t('loyalty.referral.code')}</span>
              <strong className="referral-code" data-testid="referral-code">
                {data.code}
              </strong>
            </p>
            <p className="referral-field">
              <span className="loyalty-muted">{t('loyalty.referral.link')}</span>
              <span className="referral-link" data-testid="referral-link">
                {data.link}
              </span>
            </p>
            <div className="referral-actions">
              <CopyButton
                text={data.link}
                label={t('loyalty.referral.copyLink')}
                testId="referral-copy-link"
              />
              <CopyButton
                text={data.code}
                label={t('loyalty.referral.copyCode')}
                testId="referral-copy-code"
              />
            </div>
          </div>
        </div>
      </section>

      <section className="loyalty-card" aria-labelledby="referral-rule-title">
        <h2 id="referral-rule-title" className="loyalty-card-title">
          {t('loyalty.referral.ruleTitle')}
        </h2>
        <p data-testid="referral-rule">
          {rule.rewardAmount > 0
            ? t('loyalty.referral.rule', {
                reward: formatMoney(rule.rewardAmount, language),
                deposit: formatMoney(rule.qualifyingDeposit, language),
                turnover: formatMoney(rule.qualifyingTurnover, language),
              })
            : t('loyalty.referral.noReward')}
        </p>
      </section>

      <section className="loyalty-card" aria-labelledby="referral-friends-title">
        <h2 id="referral-friends-title" className="loyalty-card-title">
          {t('loyalty.referral.friendsTitle', { count: data.total })}
        </h2>
        {data.total === 0 ? (
          <StatePanel
            icon="users"
            headingLevel={3}
            title={t('loyalty.referral.emptyTitle')}
            description={t('loyalty.referral.emptyText')}
          />
        ) : (
          <>
            <ul className="referral-friends" data-testid="referral-friends">
              {data.friends.map((friend) => (
                <li key={`${friend.account}-${friend.registeredAt}`} className="referral-friend">
                  <span className="referral-friend-name">{friend.account}</span>
                  <span className="loyalty-muted referral-friend-date">
                    {formatDateTime(friend.registeredAt, language)}
                  </span>
                  <span className={`loyalty-badge loyalty-badge-${STATUS_TONE[friend.status]}`}>
                    {t(`loyalty.referral.status.${friend.status}`)}
                  </span>
                  {friend.rewardAmount !== null ? (
                    <span className="referral-friend-reward" data-testid="referral-friend-reward">
                      {t('loyalty.referral.rewardedAmount', {
                        amount: formatMoney(friend.rewardAmount, language),
                      })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              onPage={setPage}
              label={t('loyalty.referral.friendsPages')}
            />
          </>
        )}
      </section>
    </div>
  );
};
