import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LotteryDrawsResponse, LotteryOpenDraw } from '@platform/contracts';
import { GameTopBar } from '../../game-top-bar';
import { Modal } from '../../modal';
import { formatRtp } from '../../rtp';
import type { GamePageProps } from '../../session';
import { useStudio } from '../../studio-context';
import { usePolling } from '../sportsbook/use-polling';
import { useBuy } from './buy-panel';
import { ElottBoard } from './elott-board';
import { lotteryTranslator } from './lottery-i18n';
import { LotteryLobby } from './lottery-lobby';
import {
  Countdown,
  drawTitle,
  LotteryContext,
  lotterySchemas,
  type LotteryContextValue,
} from './lottery-parts';
import { provinceName } from './lottery-provinces';
import { LotteryResults } from './lottery-results';
import { LotteryVerify } from './lottery-verify';
import { MyTickets } from './my-tickets';
import { Sea4dBoard } from './sea-4d-board';
import { VnBoard } from './vn-board';
import './lottery.css';

export type LotteryView =
  | { kind: 'lobby' }
  | { kind: 'board' }
  | { kind: 'tickets' }
  | { kind: 'results' }
  | { kind: 'verify'; drawId: string | null };

/** How often the open draws are read: the fast games open one a minute, the daily ones rarely. */
export const drawsPollMs = (product: 'VN' | 'SEA_4D' | 'ELOTT') => (product === 'ELOTT' ? 5_000 : 30_000);

/** The board's draw: the one chosen while it is open, else the soonest open. */
const boardDraw = (draws: readonly LotteryOpenDraw[], chosen: string | null, now: number) => {
  const open = draws.filter((draw) => draw.closesAt > now);
  return open.find((draw) => draw.drawId === chosen) ?? open[0] ?? null;
};

/** The lottery: lobby of open draws, the game's betting board, my tickets, results and verify. */
export const LotteryGame = (props: GamePageProps<'lottery'>) => {
  const { session, api } = props;
  const game = session.game;
  const launch = session.lotteryLaunch;
  const { language, money } = useStudio();
  const t = useMemo(() => lotteryTranslator(language), [language]);
  const [balance, setBalance] = useState(session.balance);
  const [view, setView] = useState<LotteryView>({
    kind: launch?.view === 'betting' ? 'board' : 'lobby',
  });
  const [chosenDraw, setChosenDraw] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  // The server's clock less the page's, from the last answer: countdowns follow the server's.
  const [offset, setOffset] = useState(0);
  const serverNow = useCallback(() => Date.now() + offset, [offset]);

  const loadDraws = useCallback(async (): Promise<LotteryDrawsResponse> => {
    const answer = await api.call('/studio/api/lottery/draws', { sessionId: session.sessionId }, () =>
      lotterySchemas().then((schemas) => schemas.LotteryDrawsResponse),
    );
    setOffset(answer.serverTime - Date.now());
    return answer;
  }, [api, session.sessionId]);
  const draws = usePolling({
    load: loadDraws,
    interval: () => drawsPollMs(game.game.product),
    key: session.sessionId,
  });
  const openDraws = draws.state.kind === 'ready' ? draws.state.data.draws : [];
  // A draw closing while in sight is followed by the next one's: ask again at its close.
  const { refresh } = draws;
  const soonest = openDraws.find((draw) => draw.closesAt > serverNow());
  useEffect(() => {
    if (!soonest) return undefined;
    const timer = setTimeout(() => void refresh(), Math.max(500, soonest.closesAt - serverNow() + 500));
    return () => clearTimeout(timer);
  }, [refresh, serverNow, soonest]);
  const current = boardDraw(openDraws, chosenDraw, serverNow());

  const buy = useBuy({ api, sessionId: session.sessionId, t, onBalance: setBalance });
  const context = useMemo<LotteryContextValue>(
    () => ({ t, language, money, game, api, sessionId: session.sessionId, serverNow }),
    [api, game, language, money, serverNow, session.sessionId, t],
  );
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [view.kind]);

  const goTickets = () => {
    buy.reset();
    setView({ kind: 'tickets' });
  };
  const verify = (drawId: string | null) => setView({ kind: 'verify', drawId });
  const nav = [
    { kind: 'lobby', label: t('lobby') },
    { kind: 'board', label: t('board') },
    { kind: 'tickets', label: t('tickets') },
    { kind: 'results', label: t('results') },
    { kind: 'verify', label: t('verify') },
  ] as const;
  const product = game.game.product;
  // The south and centre draw several provinces at once: the board offers each.
  const sameTime = current ? openDraws.filter((draw) => draw.drawAt === current.drawAt) : [];

  const board = (() => {
    if (product === 'ELOTT') return <ElottBoard draw={current} buy={buy} onTickets={goTickets} />;
    const picker = current ? (
      <section className="lt-card lt-clock">
        <div className="lt-clock-main">
          <p className="lt-clock-title">{drawTitle(current, t, provinceName)}</p>
          <Countdown draw={current} big />
        </div>
        {sameTime.length > 1 ? (
          <div className="lt-filter" role="radiogroup" aria-label={t('province')}>
            {sameTime.map((draw) => (
              <button
                key={draw.drawId}
                type="button"
                role="radio"
                aria-checked={draw.drawId === current.drawId}
                className={`studio-chip lt-filter-chip${draw.drawId === current.drawId ? ' is-active' : ''}`}
                onClick={() => {
                  setChosenDraw(draw.drawId);
                  buy.reset();
                }}
              >
                {draw.provinceName ?? draw.drawId}
              </button>
            ))}
          </div>
        ) : null}
      </section>
    ) : (
      <section className="lt-card">
        <p className="studio-muted">{t('noDraws')}</p>
      </section>
    );
    return (
      <>
        {picker}
        {product === 'VN' ? (
          <VnBoard drawId={current?.drawId ?? null} buy={buy} onTickets={goTickets} />
        ) : (
          <Sea4dBoard drawId={current?.drawId ?? null} buy={buy} onTickets={goTickets} />
        )}
      </>
    );
  })();

  return (
    <LotteryContext.Provider value={context}>
      <div className={`studio-page lt-page is-${product.toLowerCase().replace('_', '')}`}>
        <GameTopBar
          game={game}
          demo={session.mode === 'demo'}
          rulesLabel={t('rulesButton')}
          onRules={() => setRulesOpen(true)}
          className="lt-topbar"
        >
          {launch?.backUrl ? (
            <a className="btn btn-ghost lt-back" href={launch.backUrl} target="_top" rel="noopener">
              <span aria-hidden="true">‹</span> {t('back')}
            </a>
          ) : null}
          <span className="studio-balance">
            <span className="visually-hidden">{t('balance')}: </span>
            <span data-testid="balance">{money(balance)}</span>
          </span>
        </GameTopBar>

        <nav className="studio-sections lt-nav" aria-label={t('nav')}>
          {nav.map((entry) => {
            const active = view.kind === entry.kind;
            return (
              <button
                key={entry.kind}
                type="button"
                className={`studio-section-btn${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={() =>
                  setView(entry.kind === 'verify' ? { kind: 'verify', drawId: null } : { kind: entry.kind })
                }
              >
                {entry.label}
              </button>
            );
          })}
        </nav>

        <main className="studio-column lt-main">
          {view.kind === 'lobby' ? (
            <LotteryLobby
              draws={draws.state}
              onRetry={draws.retry}
              onBet={(drawId) => {
                setChosenDraw(drawId);
                buy.reset();
                setView({ kind: 'board' });
              }}
              onResults={() => setView({ kind: 'results' })}
            />
          ) : view.kind === 'board' ? (
            board
          ) : view.kind === 'tickets' ? (
            <MyTickets onVerify={verify} onBet={() => setView({ kind: 'board' })} onBalance={setBalance} />
          ) : view.kind === 'results' ? (
            <LotteryResults onVerify={verify} />
          ) : (
            <LotteryVerify key={view.drawId ?? 'blank'} drawId={view.drawId} />
          )}
        </main>

        {rulesOpen ? (
          <Modal
            title={t('rules')}
            onClose={() => setRulesOpen(false)}
            wide
            footer={
              <button type="button" className="btn btn-primary btn-lg" onClick={() => setRulesOpen(false)}>
                {t('close')}
              </button>
            }
          >
            <div className="lt-rules">
              <p>{t('rulesIntro')}</p>
              {product === 'VN' ? <p>{t('ruleVn')}</p> : null}
              {product === 'ELOTT' && game.game.product === 'ELOTT' ? (
                <p>{t(`elottRule.${game.game.game}`)}</p>
              ) : null}
              <p>{t('ruleClose', { seconds: game.closeSecondsBefore })}</p>
              <p>{t('ruleStake', { min: money(game.minStakeMinor), max: money(game.maxStakeMinor) })}</p>
              <p>{t('ruleLiability')}</p>
              <p>{t('ruleRtp', { rtp: formatRtp(game.rtp, language) })}</p>
              <p>{t('commitmentHint')}</p>
            </div>
          </Modal>
        ) : null}
      </div>
    </LotteryContext.Provider>
  );
};
