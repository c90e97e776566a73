import { useCallback, useEffect, useMemo, useState } from 'react';
import { LANGUAGE_TAGS, type SupportedLanguage } from '@platform/contracts';
import { useAnnounceDemoBalance } from '../../frame-messages';
import { GameTopBar } from '../../game-top-bar';
import { Modal } from '../../modal';
import { formatRtp } from '../../rtp';
import type { GamePageProps } from '../../session';
import { useStudio } from '../../studio-context';
import { BetSlipPanel } from './bet-slip';
import { BuilderSlipPanel } from './builder-slip';
import { MyBets } from './my-bets';
import { SportsEvent } from './sportsbook-event';
import { sportsTranslator } from './sportsbook-i18n';
import { formatOdds } from './sportsbook-math';
import { SportsLobby, type LobbyTab } from './sportsbook-lobby';
import { SportsResults } from './sportsbook-results';
import { SportsContext, type SportsContextValue } from './sportsbook-parts';
import { legId, useBetSlip } from './use-bet-slip';
import { useBuilder } from './use-builder';
import { usePlacement } from './use-placement';
import { esportsT } from './esports-i18n';
import './sportsbook.css';

/** An event page goes back to the list it was opened from. */
type View =
  | { kind: 'lobby' }
  | { kind: 'results' }
  | { kind: 'event'; eventId: string; from: 'lobby' | 'results' }
  | { kind: 'bets' };

/** The nav's sections; an event page belongs to the list it came from. */
const sectionOf = (view: View): 'lobby' | 'results' | 'bets' =>
  view.kind === 'event' ? view.from : view.kind;

const DESKTOP = '(min-width: 1024px)';

/** Whether the page is wide enough for the slip as a side column. */
const useWide = () => {
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP).matches;
  const [wide, setWide] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DESKTOP);
    if (typeof query.addEventListener !== 'function') return undefined;
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
};

const percent = (basisPoints: number, language: SupportedLanguage) =>
  `${new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;

/** The sportsbook: lobby, event page, bet slip and my bets, in one page with no router. */
export const SportsbookGame = (props: GamePageProps<'sportsbook'>) => {
  const { session, api } = props;
  const game = session.game;
  const real = session.mode === 'real';
  const { language, money } = useStudio();
  const t = useMemo(() => sportsTranslator(language), [language]);
  const [balance, setBalance] = useState(session.balance);
  useAnnounceDemoBalance(!real, balance);
  const slip = useBetSlip(game.gameCode);
  const placement = usePlacement({ api, sessionId: session.sessionId, real, slip, onBalance: setBalance });
  // The bet builder has its own legs and its own placement, so the slip stays as it was.
  const builder = useBuilder({ api, sessionId: session.sessionId });
  const builderPlacement = usePlacement({
    api,
    sessionId: session.sessionId,
    real,
    slip,
    onBalance: setBalance,
  });
  const [view, setView] = useState<View>({ kind: 'lobby' });
  const [tab, setTab] = useState<LobbyTab>('live');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const wide = useWide();
  // Another view starts at its top, as a new page would.
  const viewKey = view.kind === 'event' ? `event:${view.eventId}` : view.kind;
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [viewKey]);

  const selected = useMemo(() => new Set(slip.state.legs.map(legId)), [slip.state.legs]);
  const context = useMemo<SportsContextValue>(
    () => ({ t, language, money, game, slip, selected, builder }),
    [builder, game, language, money, selected, slip, t],
  );

  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const closeRules = useCallback(() => setRulesOpen(false), []);
  const viewBets = useCallback(() => {
    placement.startNew();
    builderPlacement.startNew();
    setSheetOpen(false);
    setView({ kind: 'bets' });
  }, [builderPlacement, placement]);

  // Builder mode: the event page's builder, or its placed bet still shown.
  const building = builder.state.event !== null || builderPlacement.phase === 'done';
  const resetBuilderPlacement = builderPlacement.reset;
  useEffect(() => {
    if (builder.state.event === null && builderPlacement.phase !== 'done') resetBuilderPlacement();
  }, [builder.state.event, builderPlacement.phase, resetBuilderPlacement]);
  const count = building ? builder.state.legs.length : slip.state.legs.length;
  const slipTitle = building ? t('builderToggle') : t('slip');
  const sheetTitle = building ? t('builderCount', { count }) : t('slipCount', { count });
  // On a phone the bar is all that shows of the builder while picking: it carries the price.
  const barLabel =
    building && builder.quote.kind === 'priced'
      ? `${sheetTitle} · ${formatOdds(builder.quote.oddsE3, language)}`
      : sheetTitle;
  const slipPanel = building ? (
    <BuilderSlipPanel
      builder={builder}
      placement={builderPlacement}
      balance={balance}
      onViewBets={viewBets}
    />
  ) : (
    <BetSlipPanel placement={placement} balance={balance} onViewBets={viewBets} />
  );
  const placed = building ? builderPlacement.phase === 'done' : placement.phase === 'done';

  return (
    <SportsContext.Provider value={context}>
      <div className="studio-page sb-page">
        <GameTopBar
          game={game}
          demo={session.mode === 'demo'}
          rulesLabel={t('rulesButton')}
          onRules={() => setRulesOpen(true)}
        >
          <span className="studio-balance">
            <span className="visually-hidden">{t('balance')}: </span>
            <span data-testid="balance">{money(balance)}</span>
          </span>
        </GameTopBar>

        <nav className="studio-sections" aria-label={t('nav')}>
          {(
            [
              {
                section: 'lobby',
                label: game.section === 'ESPORTS' ? esportsT(language)('lobby') : t('sports'),
                open: { kind: 'lobby' },
              },
              { section: 'results', label: t('results'), open: { kind: 'results' } },
              { section: 'bets', label: t('myBets'), open: { kind: 'bets' } },
            ] as const
          ).map((entry) => {
            const current = sectionOf(view) === entry.section;
            return (
              <button
                key={entry.section}
                type="button"
                className={`studio-section-btn${current ? ' is-active' : ''}`}
                aria-current={current ? 'page' : undefined}
                onClick={() => setView(entry.open)}
              >
                {entry.label}
              </button>
            );
          })}
        </nav>

        <div className={`studio-column sb-layout${wide ? ' is-wide' : ''}`}>
          <main className="sb-main">
            {view.kind === 'lobby' ? (
              <SportsLobby
                api={api}
                sessionId={session.sessionId}
                tab={tab}
                onTab={setTab}
                onOpenEvent={(eventId) => setView({ kind: 'event', eventId, from: 'lobby' })}
              />
            ) : view.kind === 'results' ? (
              <SportsResults
                api={api}
                sessionId={session.sessionId}
                onOpenEvent={(eventId) => setView({ kind: 'event', eventId, from: 'results' })}
              />
            ) : view.kind === 'event' ? (
              <SportsEvent
                api={api}
                sessionId={session.sessionId}
                eventId={view.eventId}
                onBack={() => setView({ kind: view.from })}
              />
            ) : (
              <MyBets
                api={api}
                sessionId={session.sessionId}
                real={real}
                onBalance={setBalance}
                onGoSports={() => setView({ kind: 'lobby' })}
              />
            )}
          </main>
          {wide ? (
            <aside className="sb-aside" aria-labelledby="sb-slip-title">
              <div className="sb-slip">
                <h2 id="sb-slip-title" className="sb-slip-title">
                  {slipTitle}
                  {count > 0 ? <span className="sb-slip-count">{count}</span> : null}
                </h2>
                {slipPanel}
              </div>
            </aside>
          ) : null}
        </div>

        {!wide && (count > 0 || placed || building) && !sheetOpen ? (
          <button
            type="button"
            className={`sb-slip-bar${building ? ' is-builder' : ''}`}
            onClick={() => setSheetOpen(true)}
            aria-label={`${t('openSlip')} — ${barLabel}`}
            data-testid="slip-bar"
          >
            <span className="sb-slip-bar-count">{count}</span>
            <span className="sb-slip-bar-label">{barLabel}</span>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M6 15l6-6 6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
        {!wide && sheetOpen ? (
          <div className="sb-sheet-host">
            <Modal title={sheetTitle} onClose={closeSheet}>
              <button type="button" className="sb-sheet-close" aria-label={t('close')} onClick={closeSheet}>
                <span aria-hidden="true">×</span>
              </button>
              {slipPanel}
            </Modal>
          </div>
        ) : null}

        {rulesOpen ? (
          <Modal
            title={t('rules')}
            onClose={closeRules}
            wide
            footer={
              <button type="button" className="btn btn-primary btn-lg" onClick={closeRules}>
                {t('close')}
              </button>
            }
          >
            <div className="sb-rules">
              <p>{t('rulesIntro')}</p>
              <p>
                {t('ruleMargin', {
                  margin: percent(game.marginBp, language),
                  rtp: formatRtp(game.rtp, language),
                })}
              </p>
              <p>
                {t('ruleLimits', {
                  min: money(game.minStakeMinor),
                  max: money(game.maxStakeMinor),
                  max2: money(game.maxPayoutMinor),
                })}
              </p>
              {game.inPlayDelayMs > 0 ? (
                <p>{t('ruleDelay', { seconds: Math.ceil(game.inPlayDelayMs / 1000) })}</p>
              ) : null}
              <p>{t('ruleRegular')}</p>
              <p>{t('ruleSystems')}</p>
            </div>
          </Modal>
        ) : null}
      </div>
    </SportsContext.Provider>
  );
};
