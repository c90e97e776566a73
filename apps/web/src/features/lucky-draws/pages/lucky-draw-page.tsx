import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { LuckyInstantKind, LuckyPrize } from '@platform/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { programmeGate } from '../../../components/programme-gate';
import { StatePanel } from '../../../components/state-panel';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatDateTime, formatMoney, formatRate } from '../../../lib/format';
import { usePromotionOffered, usePromotionRefused } from '../../../lib/jurisdiction';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLuckyGame, useOpenTicket, useRefreshLucky } from '../api/lucky-draws';
import { DrawStage } from '../components/draw-stage';
import { DrawHistory, FairnessPanel } from '../components/fairness-panel';
import { prizeLabel, prizeResult } from '../components/prize-text';
import './lucky-draws.css';

/** The pages' paths (the side menu links them). */
export const LUCKY_PATHS: Record<LuckyInstantKind, string> = {
  RED_ENVELOPE: '/redEnvelope',
  PRIZE_WHEEL: '/prizeWheel',
  GOLDEN_EGG: '/goldenEgg',
};

const kindOfPath = (pathname: string): LuckyInstantKind =>
  (Object.entries(LUCKY_PATHS).find(([, path]) => path.toLowerCase() === pathname.toLowerCase())?.[0] ??
    'PRIZE_WHEEL') as LuckyInstantKind;

/**
 * /redEnvelope, /prizeWheel, /goldenEgg (spec: the golden egg, red envelope and prize wheel pages;
 * docs/lucky-draws.md): the tickets, the game's animation landing on the prize the server drew,
 * the fairness panel and the history of draws.
 */
export default function LuckyDrawPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const kind = kindOfPath(useLocation().pathname);
  const trial = useSessionStore(isTrialSession);
  const refused = usePromotionRefused(kind);
  // Asked only once the profile is known to offer it (and never for a trial account).
  const game = useLuckyGame(kind, usePromotionOffered(kind) && !trial);
  const open = useOpenTicket(kind);
  const refresh = useRefreshLucky();
  const [landing, setLanding] = useState<{ index: number; drawId: string; prize: LuckyPrize } | null>(null);
  const [landed, setLanded] = useState(false);
  usePageTitle(t(`lucky.headings.${kind}`));

  const onLanded = useCallback(() => {
    setLanded(true);
    void refresh();
  }, [refresh]);

  const page = (content: ReactNode) => (
    <div className={`lucky-page lucky-${kind.toLowerCase()}`} data-testid="lucky-page">
      <h1>{t(`lucky.headings.${kind}`)}</h1>
      <p className="lucky-muted">{t(`lucky.leads.${kind}`)}</p>
      {content}
    </div>
  );
  const gate = programmeGate({
    trial,
    refused,
    query: game,
    icon: 'gift',
    trialTitle: t('lucky.trialTitle'),
    trialText: t('lucky.trialText'),
    loadError: t('lucky.loadError'),
  });
  if (gate || !game.data) return page(gate);
  const { data } = game;
  if (!data.game) {
    return page(
      <StatePanel
        icon="gift"
        headingLevel={2}
        title={t('lucky.closedTitle')}
        description={t('lucky.closedText')}
      />,
    );
  }
  const running = data.game;
  const drawing = open.isPending || (landing !== null && !landed);
  const tickets = data.tickets.length;
  const total = running.segments.reduce((sum, segment) => sum + segment.weight, 0);
  const start = () => {
    setLanding(null);
    setLanded(false);
    open.mutate(undefined, {
      onSuccess: (answer) =>
        setLanding({ index: answer.draw.prizeIndex, drawId: answer.draw.ticketId, prize: answer.draw.prize }),
    });
  };

  return page(
    <div className="lucky-layout">
      <section className="lucky-card lucky-stage" aria-labelledby="lucky-stage-title">
        <h2 id="lucky-stage-title" className="lucky-game-name">
          {running.names[language]}
        </h2>
        <p className="lucky-muted">
          {t('lucky.endsAt', { date: formatDateTime(running.endsAt, language) ?? '' })}
        </p>
        <DrawStage kind={kind} segments={running.segments} landing={landing} onLanded={onLanded} />
        <div className="lucky-result" aria-live="polite" data-testid="lucky-result">
          {landing && landed ? (
            <strong className={landing.prize.type === 'NOTHING' ? '' : 'lucky-win'}>
              {prizeResult(landing.prize, t, language)}
            </strong>
          ) : drawing ? (
            <span className="lucky-muted">{t('lucky.drawing')}</span>
          ) : null}
        </div>
        <p className="lucky-tickets" data-testid="lucky-tickets">
          <span className="lucky-muted">{t('lucky.ticketsLabel')}</span>{' '}
          <strong>{t('lucky.tickets', { count: tickets })}</strong>
        </p>
        <button
          type="button"
          className="btn btn-primary btn-lg lucky-action"
          onClick={start}
          disabled={tickets === 0 || drawing}
          aria-busy={drawing}
          data-testid="lucky-open"
        >
          {tickets === 0 ? t('lucky.noTickets') : t(`lucky.actions.${kind}`)}
        </button>
        {open.isError ? <FormAlert>{open.error.message}</FormAlert> : null}
      </section>

      <section className="lucky-card" aria-labelledby="lucky-rules-title">
        <h2 id="lucky-rules-title">{t('lucky.howToEarn')}</h2>
        <ul className="lucky-rules">
          {running.rules.depositPerTicket ? (
            <li>
              {t('lucky.perDeposit', { amount: formatMoney(running.rules.depositPerTicket, language) })}
            </li>
          ) : null}
          {running.rules.turnoverPerTicket ? (
            <li>
              {t('lucky.perTurnover', { amount: formatMoney(running.rules.turnoverPerTicket, language) })}
            </li>
          ) : null}
          <li>{t('lucky.maxPerDay', { count: running.rules.maxPerDay })}</li>
        </ul>
        <h3>{t('lucky.prizes')}</h3>
        <ul className="lucky-prizes" data-testid="lucky-prizes">
          {running.segments.map((segment, index) => (
            <li key={index}>
              <span>{prizeLabel(segment.prize, t, language)}</span>
              <span className="lucky-muted">
                {t('lucky.chance', {
                  percent: formatRate(Math.round((segment.weight * 10_000) / total), language),
                })}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <FairnessPanel seed={data.seed} revealed={data.revealed} />
      <DrawHistory history={data.history} revealed={data.revealed} />
    </div>,
  );
}
