import { useState, type ReactNode } from 'react';
import { useTranslation, currentLanguage } from '../../../i18n';
import type { PointReward } from '@platform/contracts';
import { Segmented } from '../../../components/form/segmented';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { StatePanel } from '../../../components/state-panel';
import { formatMoney } from '../../../lib/format';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import { usePointBalance, usePointRewards } from '../api/points';
import { PointsHistory } from '../components/points-history';
import { RedeemPanel } from '../components/redeem-panel';
import './point-mall-page.css';

/** /pointMall (spec sections 2, 4 and 9): the member's points, the catalogue and the history. */
export default function PointMallPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trial = useSessionStore(isTrialSession);
  const balance = usePointBalance();
  const rewards = usePointRewards();
  const [tab, setTab] = useState<'catalogue' | 'history'>('catalogue');
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const money = (value: number) => formatMoney(value, language);

  // The heading is there in every state, so the page is named while it loads or fails.
  const page = (content: ReactNode) => (
    <div className="point-mall">
      <h1>{t('points.heading')}</h1>
      {content}
    </div>
  );
  if (trial) {
    return page(
      <StatePanel
        icon="bag"
        headingLevel={2}
        title={t('points.trialTitle')}
        description={t('points.trialText')}
      />,
    );
  }
  if (balance.isPending || rewards.isPending) return page(<PageSpinner />);
  if (balance.isError || rewards.isError) {
    const error = balance.error ?? rewards.error;
    return page(
      <LoadError
        title={t('points.loadError')}
        message={error?.message ?? ''}
        onRetry={() => {
          void balance.refetch();
          void rewards.refetch();
        }}
      />,
    );
  }
  const { point, cashValue, config, convertible } = balance.data;

  return page(
    <>
      <section className="points-balance" aria-label={t('points.balanceLabel')}>
        <span className="points-balance-label">{t('points.balanceLabel')}</span>
        <strong className="points-balance-value" data-testid="points-balance">
          {point}
        </strong>
        {convertible && <span>{t('points.worth', { money: money(cashValue) })}</span>}
        <p className="points-rule">{t('points.earnRule', { money: money(config.turnoverPerPoint) })}</p>
        {convertible && (
          <p className="points-rule">
            {t('points.convertRule', { money: money(config.cashPerPoint), min: config.minConvertPoints })}
          </p>
        )}
      </section>
      <Segmented
        label={t('points.tabs')}
        options={[
          { value: 'catalogue', label: t('points.catalogue') },
          { value: 'history', label: t('points.history') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'history' ? (
        <PointsHistory />
      ) : rewards.data.list.length === 0 ? (
        <StatePanel icon="bag" headingLevel={2} title={t('points.emptyCatalogue')} />
      ) : (
        <>
          {chosen ? (
            <RedeemPanel
              key={chosen.id}
              reward={chosen}
              point={point}
              config={config}
              onClose={() => setChosen(null)}
            />
          ) : null}
          <ul className="points-cards" data-testid="points-catalogue">
            {rewards.data.list.map((reward) => {
              const soldOut = reward.available === 0;
              return (
                <li key={reward.id} className={`points-card points-card-${reward.kind.toLowerCase()}`}>
                  <h2 className="points-card-name">
                    {reward.kind === 'CASH' ? t('points.cashCard') : reward.name}
                  </h2>
                  <span className="points-card-cost">
                    {reward.kind === 'CASH'
                      ? t('points.convertRule', {
                          money: money(config.cashPerPoint),
                          min: config.minConvertPoints,
                        })
                      : t('points.pointsCost', { points: reward.points })}
                  </span>
                  {reward.available !== null ? (
                    <span className="points-card-left">
                      {soldOut ? t('points.soldOut') : t('points.available', { count: reward.available })}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={soldOut}
                    onClick={() => setChosen(reward)}
                    data-testid={`points-choose-${reward.kind.toLowerCase()}`}
                  >
                    {reward.kind === 'CASH' ? t('points.convert') : t('points.redeem')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>,
  );
}
