import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MinesGame as MinesRound, MinesResponse } from '@platform/contracts';
import { useStudio } from '../../studio-context';
import { BetInput, useBetAmount } from './bet-input';
import { ErrorLine } from './bet-panel';
import { cappedPayoutOf, formatMultiplierE4, payoutOf } from './fair-math';
import { OverMaxLine } from './over-max-line';
import type { FairGameProps } from './use-fair-play';
import { useFairText } from './use-fair-text';

const COLUMNS = 5;

const GemIcon = () => (
  <svg viewBox="0 0 32 32" aria-hidden="true" className="mines-icon">
    <path d="M9 5h14l6 8-13 15L3 13z" fill="#2ecc71" />
    <path d="M9 5l7 8 7-8M3 13h26M16 13v15" fill="none" stroke="#0b5d31" strokeWidth="1.4" />
    <path d="M9 5h14l-7 8z" fill="#8ff0b8" />
  </svg>
);

const MineIcon = () => (
  <svg viewBox="0 0 32 32" aria-hidden="true" className="mines-icon">
    <path
      d="M16 3v5M16 24v5M3 16h5M24 16h5M6.8 6.8l3.5 3.5M21.7 21.7l3.5 3.5M6.8 25.2l3.5-3.5M21.7 10.3l3.5-3.5"
      stroke="#ffd0d0"
      strokeWidth="2.4"
      strokeLinecap="round"
    />
    <circle cx="16" cy="16" r="8.5" fill="#ff5c5c" />
    <circle cx="13.2" cy="13.2" r="2.4" fill="#ffe0e0" />
  </svg>
);

type TileState = 'hidden' | 'gem' | 'mine' | 'mine-hit' | 'gem-unpicked';

const tileState = (round: MinesRound | null, tile: number): TileState => {
  if (!round) return 'hidden';
  const picked = round.picks.includes(tile);
  const mine = round.mineTiles?.includes(tile) ?? false;
  if (mine) return picked ? 'mine-hit' : 'mine';
  if (picked) return 'gem';
  return round.status === 'in-play' ? 'hidden' : 'gem-unpicked';
};

export const MinesGame = ({ session, play, ready }: FairGameProps<'mines'>) => {
  const game = session.game;
  const { language, money } = useStudio();
  const t = useFairText();
  const id = useId();
  const amount = useBetAmount(game);
  const [mines, setMines] = useState(Math.min(game.maxMines, Math.max(game.minMines, 3)));
  const [round, setRound] = useState<MinesRound | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const { fair, report, moved, setBalance, remember } = play;
  const inPlay = round?.status === 'in-play';
  const { set: setBet } = amount;

  // A game left in play (reload, lost connection) is resumed where it was.
  useEffect(() => {
    let live = true;
    fair.minesActive().then(
      (active) => {
        if (!live) return;
        setBalance(active.balance);
        if (!active.game) return;
        setRound(active.game);
        setMines(active.game.mines);
        setBet(active.game.bet);
        setNotice(t('resumed'));
      },
      (caught: unknown) => {
        if (live) report(caught);
      },
    );
    return () => {
      live = false;
    };
    // Once per page: the active game is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fair]);

  /** A step's answer: the game as it stands, and the balance when its money moved. */
  const apply = useCallback(
    (response: MinesResponse, moneyMoved: boolean) => {
      const next = response.game;
      setRound(next);
      if (moneyMoved) moved(response.balance);
      else setBalance(response.balance);
      if (next.status === 'in-play') return;
      remember({
        roundId: next.roundId,
        time: new Date(),
        bet: next.bet,
        win: next.win,
        result: next.status === 'won' ? formatMultiplierE4(next.multiplierE4, language) : t('mineHit'),
        seeds: next.seeds,
        params: { mines: next.mines },
      });
      setNotice(
        next.status === 'won'
          ? t('minesWon', {
              amount: money(next.win),
              multiplier: formatMultiplierE4(next.multiplierE4, language),
            })
          : t('minesLost'),
      );
    },
    [language, money, moved, remember, setBalance, t],
  );

  const step = async (
    request: () => Promise<MinesResponse>,
    moneyMoved: (response: MinesResponse) => boolean,
  ) => {
    if (busy) return;
    setBusy(true);
    play.setError(null);
    try {
      const response = await request();
      apply(response, moneyMoved(response));
    } catch (caught) {
      report(caught);
    } finally {
      setBusy(false);
    }
  };

  const start = () => {
    if (!amount.check() || !ready) return;
    setNotice(null);
    void step(
      () => fair.minesStart({ bet: amount.bet, mines }),
      () => true,
    );
  };

  const pick = (tile: number) => {
    if (!round || !inPlay || !ready || round.picks.includes(tile)) return;
    // A pick that ends the game pays it (all safe tiles found) or loses it: either closes the round.
    void step(
      () => fair.minesPick({ roundId: round.roundId, tile }),
      (response) => response.game.status !== 'in-play',
    );
  };

  const cashOut = () => {
    if (!round || !inPlay) return;
    void step(
      () => fair.minesCashOut({ roundId: round.roundId }),
      () => true,
    );
  };

  // Arrow keys move between tiles, as in a grid; Enter and Space open one.
  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -COLUMNS,
      ArrowDown: COLUMNS,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    const buttons = Array.from(grid.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[current + move];
    if (current === -1 || !next) return;
    event.preventDefault();
    next.focus();
  };

  const multipliers = game.multipliers[round?.mines ?? mines] ?? [];
  const maxPicks = game.tiles - (round?.mines ?? mines);
  const firstMultiplier = multipliers[1] ?? 0;
  const bestMultiplier = multipliers[maxPicks] ?? 0;
  const bet = inPlay && round ? round.bet : amount.bet;
  const lowBalance = !inPlay && play.balance < amount.bet;
  // A bet that could pay more than the maximum with every safe tile picked is refused.
  const overMax = !inPlay && payoutOf(amount.bet, bestMultiplier) > game.maxPayout;
  const canStart = ready && !busy && !inPlay && amount.valid && !lowBalance;
  const canCashOut = ready && !busy && inPlay && (round?.picks.length ?? 0) > 0;

  return (
    <div className="fair-game">
      <section className="fair-stage mines-stage" aria-label={t('minesBoard')}>
        <div
          className="mines-grid"
          ref={grid}
          role="group"
          aria-label={t('minesBoard')}
          onKeyDown={onGridKey}
        >
          {Array.from({ length: game.tiles }, (_, tile) => {
            const state = tileState(round, tile);
            const label =
              state === 'gem' || state === 'gem-unpicked'
                ? t('tileGem', { n: tile + 1 })
                : state === 'mine' || state === 'mine-hit'
                  ? t('tileMine', { n: tile + 1 })
                  : t('tileHidden', { n: tile + 1 });
            const open = inPlay && ready && !busy && state === 'hidden';
            return (
              <button
                key={tile}
                type="button"
                className={`mines-tile is-${state}`}
                aria-label={label}
                aria-disabled={!open}
                onClick={() => pick(tile)}
              >
                {state === 'gem' || state === 'gem-unpicked' ? <GemIcon /> : null}
                {state === 'mine' || state === 'mine-hit' ? <MineIcon /> : null}
              </button>
            );
          })}
        </div>
        <p className="fair-outcome" role="status">
          {notice ?? (inPlay ? t('pickHint') : t('startHint'))}
        </p>
      </section>
      <section className="fair-controls" aria-label={t('controls')}>
        <BetInput amount={amount} disabled={busy || inPlay} />
        <div className="fair-field">
          <label className="fair-label" htmlFor={`${id}-mines`}>
            {t('mines')}
          </label>
          <select
            id={`${id}-mines`}
            className="fair-select"
            value={round && inPlay ? round.mines : mines}
            disabled={busy || inPlay}
            onChange={(event) => setMines(Number(event.target.value))}
          >
            {Array.from({ length: game.maxMines - game.minMines + 1 }, (_, i) => game.minMines + i).map(
              (count) => (
                <option key={count} value={count}>
                  {t('minesChoice', { count })}
                </option>
              ),
            )}
          </select>
        </div>
        <dl className="fair-summary">
          {inPlay && round ? (
            <>
              <div>
                <dt>{t('current')}</dt>
                <dd data-testid="mines-current">
                  {formatMultiplierE4(round.multiplierE4, language)}
                  <small>{money(cappedPayoutOf(bet, round.multiplierE4, game))}</small>
                </dd>
              </div>
              <div>
                <dt>{t('next')}</dt>
                <dd data-testid="mines-next">
                  {round.nextMultiplierE4 > 0 ? (
                    <>
                      {formatMultiplierE4(round.nextMultiplierE4, language)}
                      <small>{money(cappedPayoutOf(bet, round.nextMultiplierE4, game))}</small>
                    </>
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
            </>
          ) : (
            <>
              <div>
                <dt>{t('firstTile')}</dt>
                <dd data-testid="bet-multiplier">{formatMultiplierE4(firstMultiplier, language)}</dd>
              </div>
              <div>
                <dt>{t('best')}</dt>
                <dd>{formatMultiplierE4(bestMultiplier, language)}</dd>
              </div>
              <div>
                <dt>{t('payoutOnWin')}</dt>
                <dd data-testid="bet-payout">{money(cappedPayoutOf(bet, firstMultiplier, game))}</dd>
              </div>
            </>
          )}
        </dl>
        {inPlay && round ? (
          <button type="button" className="fair-action is-cash" disabled={!canCashOut} onClick={cashOut}>
            {t('cashOut', { amount: money(cappedPayoutOf(round.bet, round.multiplierE4, game)) })}
          </button>
        ) : (
          <button type="button" className="fair-action" disabled={!canStart} onClick={start}>
            {t('start')}
          </button>
        )}
        {lowBalance ? (
          <p className="fair-warning" role="status">
            {t('lowBalance')}
          </p>
        ) : null}
        {overMax ? <OverMaxLine game={game} /> : null}
        <ErrorLine message={play.error} />
      </section>
    </div>
  );
};
