import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { programmeGate } from '../../../components/programme-gate';
import { StatePanel } from '../../../components/state-panel';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { usePromotionOffered, usePromotionRefused } from '../../../lib/jurisdiction';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClaimRaffle, useRaffle } from '../api/lucky-draws';
import { prizeLabel } from '../components/prize-text';
import './lucky-draws.css';

/**
 * /raffle (docs/lucky-draws.md, "Raffle"): the member's entries and their claim
 * (MCS2_claimRafflePromotion), the hash committed at opening; after the draw the revealed seed,
 * the entry list's hash and the winners (names masked).
 */
export default function RafflePage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trial = useSessionStore(isTrialSession);
  const refused = usePromotionRefused('RAFFLE');
  // Asked only once the profile is known to offer it (and never for a trial account).
  const raffle = useRaffle(usePromotionOffered('RAFFLE') && !trial);
  const claim = useClaimRaffle();
  usePageTitle(t('lucky.raffleHeading'));

  const page = (content: ReactNode) => (
    <div className="lucky-page lucky-raffle" data-testid="raffle-page">
      <h1>{t('lucky.raffleHeading')}</h1>
      <p className="lucky-muted">{t('lucky.raffleLead')}</p>
      {content}
    </div>
  );
  const gate = programmeGate({
    trial,
    refused,
    query: raffle,
    icon: 'gift',
    trialTitle: t('lucky.trialTitle'),
    trialText: t('lucky.trialText'),
    loadError: t('lucky.raffleLoadError'),
  });
  if (gate || !raffle.data) return page(gate);
  const { raffle: current, entries, claimable } = raffle.data;
  if (!current) {
    return page(
      <StatePanel
        icon="gift"
        headingLevel={2}
        title={t('lucky.raffleNone')}
        description={t('lucky.raffleNoneText')}
      />,
    );
  }
  const drawn = current.status === 'DRAWN';
  return page(
    <div className="lucky-layout">
      <section className="lucky-card" aria-labelledby="raffle-title">
        <h2 id="raffle-title" className="lucky-game-name">
          {current.names[language]}
        </h2>
        <p className="lucky-muted">
          {drawn
            ? t('lucky.raffleDrawn')
            : t('lucky.raffleDrawsAt', { date: formatDateTime(current.endsAt, language) ?? '' })}
        </p>
        <dl className="lucky-figures">
          <div>
            <dt>{t('lucky.raffleEntries')}</dt>
            <dd data-testid="raffle-entries">{entries}</dd>
          </div>
          <div>
            <dt>{t('lucky.raffleClaimable')}</dt>
            <dd data-testid="raffle-claimable">{claimable}</dd>
          </div>
          <div>
            <dt>{t('lucky.raffleTotal')}</dt>
            <dd>{current.totalEntries}</dd>
          </div>
        </dl>
        {!drawn ? (
          <button
            type="button"
            className="btn btn-primary btn-lg lucky-action"
            disabled={claimable === 0 || claim.isPending}
            onClick={() => claim.mutate()}
            data-testid="raffle-claim"
          >
            {t('lucky.raffleClaim')}
          </button>
        ) : null}
        {claim.isSuccess ? (
          <FormAlert tone="success">{t('lucky.raffleClaimed', { count: claim.data.claimed })}</FormAlert>
        ) : null}
        {claim.isError ? <FormAlert>{claim.error.message}</FormAlert> : null}
        <h3>{t('lucky.rafflePrizes')}</h3>
        <ol className="lucky-prizes">
          {current.places.map((prize, index) => (
            <li key={index}>
              <span>{t('lucky.rafflePlace', { place: index + 1 })}</span>
              <strong>
                {prize.type === 'CASH' ? formatMoney(prize.amount, language) : prizeLabel(prize, t, language)}
              </strong>
            </li>
          ))}
        </ol>
      </section>

      <section className="lucky-card lucky-fairness" aria-labelledby="raffle-fair-title">
        <h2 id="raffle-fair-title">{t('lucky.fairness')}</h2>
        <dl className="lucky-seed-list">
          <div>
            <dt>{t('lucky.raffleCommitted')}</dt>
            <dd className="lucky-mono" data-testid="raffle-hash">
              {current.serverSeedHash}
            </dd>
          </div>
          {current.serverSeed ? (
            <div>
              <dt>{t('lucky.raffleSeed')}</dt>
              <dd className="lucky-mono">{current.serverSeed}</dd>
            </div>
          ) : null}
          {current.clientSeed ? (
            <div>
              <dt>{t('lucky.raffleClientSeed')}</dt>
              <dd className="lucky-mono">{current.clientSeed}</dd>
            </div>
          ) : null}
        </dl>
        {drawn ? (
          <>
            <h3>{t('lucky.raffleWinners')}</h3>
            {current.winners.length === 0 ? (
              <p className="lucky-muted">{t('lucky.raffleNoWinners')}</p>
            ) : (
              <ol className="lucky-prizes" data-testid="raffle-winners">
                {current.winners.map((winner) => (
                  <li key={winner.place} className={winner.mine ? 'lucky-mine' : undefined}>
                    <span>
                      {t('lucky.rafflePlace', { place: winner.place })} · {winner.account}
                      {winner.mine ? ` (${t('lucky.raffleYou')})` : ''}
                    </span>
                    <strong>{prizeLabel(winner.prize, t, language)}</strong>
                  </li>
                ))}
              </ol>
            )}
          </>
        ) : null}
      </section>
    </div>,
  );
}
