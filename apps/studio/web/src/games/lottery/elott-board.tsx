import { useCallback, useEffect, useRef, useState } from 'react';
import {
  elottShape,
  elottSumRange,
  LOTTERY_ELOTT_SIDES,
  type LotteryDrawResult,
  type LotteryOpenDraw,
  type LotteryResultsResponse,
} from '@platform/contracts';
import { usePolling } from '../sportsbook/use-polling';
import { TicketCard, type useBuy } from './buy-panel';
import { SIDE_TERMS } from './lottery-i18n';
import {
  elottOddsOf,
  elottSum,
  formatOdds,
  returnPerHit,
  sumSides,
  type ElottChoice,
  type ElottGame,
  type ElottSide,
} from './lottery-math';
import {
  Countdown,
  drawTitle,
  elottChoiceText,
  ElottValues,
  lotterySchemas,
  prefersReducedMotion,
  useLottery,
} from './lottery-parts';
import { provinceName } from './lottery-provinces';

const QUICK_STAKES = [100, 500, 1_000, 5_000] as const;
/** How often the last result is asked for while the board is open: a draw every minute or more. */
export const LAST_RESULT_POLL_MS = 3_000;
/** How long the reveal runs (shortened to nothing with reduced motion). */
const REVEAL_MS = 1_600;

const sameChoice = (a: ElottChoice | null, b: ElottChoice) => JSON.stringify(a) === JSON.stringify(b);

/** The last drawn result, revealed with a short animation when a new one comes in. */
const LastResult = ({ game }: { game: ElottGame }) => {
  const { t, api, sessionId } = useLottery();
  const load = useCallback(
    (): Promise<LotteryResultsResponse> =>
      api.call('/studio/api/lottery/results', { sessionId, page: 1, pageSize: 1 }, () =>
        lotterySchemas().then((schemas) => schemas.LotteryResultsResponse),
      ),
    [api, sessionId],
  );
  const { state } = usePolling({ load, interval: () => LAST_RESULT_POLL_MS, key: `${sessionId}:last` });
  const latest: LotteryDrawResult | null = state.kind === 'ready' ? (state.data.results[0] ?? null) : null;
  const seen = useRef<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  useEffect(() => {
    if (!latest) return undefined;
    const first = seen.current === null;
    if (seen.current === latest.drawId) return undefined;
    seen.current = latest.drawId;
    // The result already there when the board opened is shown still; a new one is revealed.
    if (first || prefersReducedMotion()) return undefined;
    setRevealing(true);
    const timer = setTimeout(() => setRevealing(false), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  const values = latest ? ((latest.result.result as { values?: number[] } | undefined)?.values ?? []) : [];
  const sides = latest ? sumSides(game, values) : [];
  return (
    <section className="lt-card lt-last" aria-live="polite" data-testid="last-result">
      <header className="lt-card-head">
        <h3 className="lt-card-title">{t('lastResult')}</h3>
        {latest ? <span className="studio-muted lt-small">{drawTitle(latest, t, provinceName)}</span> : null}
      </header>
      {latest ? (
        <div className="lt-last-body">
          <ElottValues game={game} values={values} animate={revealing} />
          <p className="lt-last-sum">
            <span>{t('sumIs', { sum: elottSum(game, values) })}</span>
            {sides.length === 0 ? (
              <span className="lt-tag is-house">{t('tripleNote')}</span>
            ) : (
              sides.map((side) => (
                <span key={side} className={`lt-tag is-${side.toLowerCase()}`}>
                  {t(`side.${side}`)} <span lang="vi">· {SIDE_TERMS[side]}</span>
                </span>
              ))
            )}
          </p>
        </div>
      ) : (
        <p className="studio-muted">{state.kind === 'loading' ? '…' : t('waitingDraw')}</p>
      )}
    </section>
  );
};

type PickEntry = { key: string | number; choice: ElottChoice; label: string; sub?: string; testId?: string };

/** One price button of the board. */
const Pick = (props: {
  choice: ElottChoice;
  current: ElottChoice | null;
  label: string;
  sub?: string;
  oddsE3: number | null;
  onPick: (choice: ElottChoice) => void;
  testId?: string;
}) => {
  const { language } = useLottery();
  const on = sameChoice(props.current, props.choice);
  return (
    <button
      type="button"
      className={`lt-pick${on ? ' is-on' : ''}`}
      aria-pressed={on}
      disabled={props.oddsE3 === null}
      onClick={() => props.onPick(props.choice)}
      data-testid={props.testId}
    >
      <span className="lt-pick-label">{props.label}</span>
      {props.sub ? (
        <span className="lt-pick-sub" lang="vi">
          {props.sub}
        </span>
      ) : null}
      <span className="lt-pick-odds">{props.oddsE3 === null ? '–' : formatOdds(props.oddsE3, language)}</span>
    </button>
  );
};

/** The fast games' board: big / small / odd / even, sums and positions, a live countdown, the result. */
export const ElottBoard = (props: {
  draw: LotteryOpenDraw | null;
  buy: ReturnType<typeof useBuy>;
  onTickets: () => void;
}) => {
  const { t, money, game, language } = useLottery();
  const kind: ElottGame = game.game.product === 'ELOTT' ? game.game.game : 'LUCKY_5';
  const odds = game.prices.product === 'ELOTT' ? game.prices.odds : null;
  const shape = elottShape(kind);
  const [choice, setChoice] = useState<ElottChoice | null>(null);
  const [position, setPosition] = useState(1);
  const [stake, setStake] = useState<number | null>(500);
  const oddsOf = (candidate: ElottChoice) => (odds ? elottOddsOf(odds, candidate) : null);
  const pick = (next: ElottChoice) => {
    setChoice(next);
    props.buy.reset();
  };
  const chosenOdds = choice ? oddsOf(choice) : null;
  const problem = choice === null ? t('pickChoice') : stake === null || stake <= 0 ? t('stakeInvalid') : null;
  const bet =
    problem === null && choice && stake ? { product: 'ELOTT' as const, choice, stakeMinor: stake } : null;
  const sumRange = elottSumRange(kind);
  const sums = Array.from({ length: sumRange.max - sumRange.min + 1 }, (_, index) => sumRange.min + index);
  const values = Array.from({ length: shape.max - shape.min + 1 }, (_, index) => shape.min + index);
  const valueLabel = (value: number) =>
    kind === 'CAR_RACE_10' ? t('value.CAR_RACE_10', { value }) : String(value);
  /** A row of price buttons: the four sides, or every sum or value. */
  const pickRow = (variant: 'is-four' | 'is-grid', entries: readonly PickEntry[]) => (
    <div className={`lt-picks ${variant}`}>
      {entries.map(({ key, ...entry }) => (
        <Pick key={key} {...entry} current={choice} oddsE3={oddsOf(entry.choice)} onPick={pick} />
      ))}
    </div>
  );
  const sideEntries = (
    choiceOf: (side: ElottSide) => ElottChoice,
    testIdOf?: (side: ElottSide) => string,
  ): PickEntry[] =>
    LOTTERY_ELOTT_SIDES.map((side) => ({
      key: side,
      choice: choiceOf(side),
      label: t(`side.${side}`),
      sub: SIDE_TERMS[side],
      testId: testIdOf?.(side),
    }));

  return (
    <div className="lt-board lt-elott">
      <section className="lt-card lt-clock">
        {props.draw ? (
          <>
            <div className="lt-clock-main">
              <p className="lt-clock-title">{drawTitle(props.draw, t, provinceName)}</p>
              <Countdown draw={props.draw} big />
            </div>
            <p className="studio-muted lt-small">{t(`elottRule.${kind}`)}</p>
          </>
        ) : (
          <p className="studio-muted">{t('noDraws')}</p>
        )}
      </section>

      <LastResult game={kind} />

      <section className="lt-card">
        <h3 className="lt-card-title">{t('sumSide')}</h3>
        {pickRow(
          'is-four',
          sideEntries(
            (side) => ({ kind: 'SUM_SIDE', side }),
            (side) => `pick-sum-${side}`,
          ),
        )}
        <h3 className="lt-card-title">{t('sumValue')}</h3>
        {pickRow(
          'is-grid',
          sums.map((value) => ({ key: value, choice: { kind: 'SUM_VALUE', value }, label: String(value) })),
        )}
      </section>

      <section className="lt-card">
        <h3 className="lt-card-title">{t('positionSide')}</h3>
        <div className="lt-positions" role="radiogroup" aria-label={t('position')}>
          {Array.from({ length: shape.positions }, (_, index) => index + 1).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={position === value}
              className={`studio-chip lt-position${position === value ? ' is-active' : ''}`}
              onClick={() => setPosition(value)}
            >
              {t(`pos.${kind}`, { position: value })}
            </button>
          ))}
        </div>
        {pickRow(
          'is-four',
          sideEntries((side) => ({ kind: 'POSITION_SIDE', position, side })),
        )}
        <h3 className="lt-card-title">{t('positionValue')}</h3>
        {pickRow(
          'is-grid',
          values.map((value) => ({
            key: value,
            choice: { kind: 'POSITION_VALUE', position, value },
            label: valueLabel(value),
          })),
        )}
      </section>

      <TicketCard
        drawId={props.draw?.drawId ?? null}
        bet={bet}
        problem={problem}
        summary={[{ label: t('yourChoice'), value: choice ? elottChoiceText(game.game, choice, t) : '–' }]}
        win={
          stake && chosenOdds !== null
            ? { label: t('possibleWin'), value: money(returnPerHit(stake, chosenOdds)) }
            : null
        }
        buy={props.buy}
        onNew={() => {
          props.buy.reset();
          setChoice(null);
        }}
        onTickets={props.onTickets}
        stake={{ label: t('stake'), valueMinor: stake, onChange: setStake, quick: QUICK_STAKES }}
      >
        <p className="lt-your-choice" data-testid="your-choice">
          <span className="studio-muted">{t('yourChoice')}: </span>
          <strong>{choice ? elottChoiceText(game.game, choice, t) : '–'}</strong>
          {chosenOdds !== null ? (
            <span className="lt-odds-pill">{formatOdds(chosenOdds, language)}</span>
          ) : null}
        </p>
      </TicketCard>
    </div>
  );
};
