import { useCallback, useId, useRef, useState } from 'react';
import type { PlinkoDropResponse } from '@platform/contracts';
import type { PlinkoRiskLevel } from '../../verify/fair-compute';
import { useStudio } from '../../studio-context';
import { prefersReducedMotion } from '../../timing';
import { useBetAmount } from './bet-input';
import { BetPanel } from './bet-panel';
import { formatMultiplierE4 } from './fair-math';
import { ballPoints, PlinkoBoard, type PlinkoBall } from './plinko-board';
import { useAutoBet } from './use-auto-bet';
import type { FairGameProps, RoundOutcome } from './use-fair-play';
import { useFairText } from './use-fair-text';

/** One row of the fall; the CSS transition of the ball lasts as long. */
const ROW_MS = 130;
const HIT_MS = 700;

type Landing = { slot: number; key: number; rows: number; multiplierE4: number; paid: number };

export const PlinkoGame = ({ session, play, ready, wait }: FairGameProps<'plinko'>) => {
  const game = session.game;
  const { language, money } = useStudio();
  const t = useFairText();
  const id = useId();
  const amount = useBetAmount(game);
  const auto = useAutoBet(wait);
  const [rows, setRows] = useState(game.rows.includes(16) ? 16 : (game.rows.at(-1) ?? 8));
  const [risk, setRisk] = useState<PlinkoRiskLevel>(
    game.risks.includes('medium') ? 'medium' : game.risks[0]!,
  );
  const [balls, setBalls] = useState<PlinkoBall[]>([]);
  const [latest, setLatest] = useState<Landing | null>(null);
  const nextBall = useRef(0);
  const table = game.tables[risk]?.[String(rows)] ?? [];
  const top = Math.max(0, ...table);
  // Several balls may fall at once; the board's shape waits until they have landed.
  const locked = auto.running || balls.length > 0;
  const { bet } = amount;
  const { fair, place, settle } = play;

  const fall = useCallback(
    async (response: PlinkoDropResponse, choice: { rows: number; risk: PlinkoRiskLevel }) => {
      const ball: PlinkoBall = {
        id: (nextBall.current += 1),
        rows: choice.rows,
        points: ballPoints(choice.rows, response.path),
        step: 0,
      };
      setBalls((current) => [...current, ball]);
      const last = ball.points.length - 1;
      // With reduced motion the ball goes straight to its slot.
      const steps = prefersReducedMotion() ? [last] : Array.from({ length: last }, (_, i) => i + 1);
      for (const step of steps) {
        await wait(ROW_MS);
        setBalls((current) => current.map((other) => (other.id === ball.id ? { ...other, step } : other)));
      }
      await wait(ROW_MS);
      const multiplierE4 =
        game.tables[choice.risk]?.[String(choice.rows)]?.[response.slot] ?? response.multiplierE4;
      setLatest({ slot: response.slot, key: ball.id, rows: choice.rows, multiplierE4, paid: response.win });
      settle(response, { result: formatMultiplierE4(multiplierE4, language), params: choice });
      await wait(HIT_MS);
      setBalls((current) => current.filter((other) => other.id !== ball.id));
    },
    [game.tables, language, settle, wait],
  );

  const playOnce = useCallback(async (): Promise<RoundOutcome> => {
    const choice = { rows, risk };
    const response = await place(bet, () => fair.plinkoDrop({ bet, ...choice }));
    if (!response) return { ok: false };
    // The next drop need not wait for this ball to land.
    void fall(response, choice);
    return { ok: true, win: response.win };
  }, [bet, fair, fall, place, risk, rows]);

  return (
    <div className="fair-game">
      <section className="fair-stage plinko-stage" aria-label={t('plinkoBoard', { rows })}>
        <PlinkoBoard
          rows={rows}
          table={table}
          balls={balls}
          hits={latest && latest.rows === rows ? [latest] : []}
          label={t('plinkoBoard', { rows })}
          language={language}
        />
        <p className="fair-outcome" role="status">
          {latest
            ? `${t('landed', { slot: latest.slot, multiplier: formatMultiplierE4(latest.multiplierE4, language) })} — ${
                latest.paid > 0 ? t('youWon', { amount: money(latest.paid) }) : t('youLost')
              }`
            : ''}
        </p>
        {balls.length > 0 ? (
          <p className="plinko-flying studio-muted" aria-hidden="true">
            {t('ballsInFlight', { count: balls.length })}
          </p>
        ) : null}
      </section>
      <BetPanel
        game={game}
        amount={amount}
        play={play}
        auto={auto}
        ready={ready}
        multiplierE4={top}
        upTo
        actionLabel={t('drop')}
        busyLabel={t('drop')}
        busy={false}
        onPlay={playOnce}
      >
        <div className="fair-field">
          <label className="fair-label" htmlFor={`${id}-rows`}>
            {t('rows')}
          </label>
          <select
            id={`${id}-rows`}
            className="fair-select"
            value={rows}
            disabled={locked}
            onChange={(event) => setRows(Number(event.target.value))}
          >
            {game.rows.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <div className="fair-field">
          <span className="fair-label" id={`${id}-risk`}>
            {t('risk')}
          </span>
          <div className="fair-segments" role="group" aria-labelledby={`${id}-risk`}>
            {game.risks.map((level) => (
              <button
                key={level}
                type="button"
                className={level === risk ? 'fair-segment is-on' : 'fair-segment'}
                aria-pressed={level === risk}
                disabled={locked}
                onClick={() => setRisk(level)}
              >
                {t(`risk.${level}`)}
              </button>
            ))}
          </div>
        </div>
      </BetPanel>
    </div>
  );
};
