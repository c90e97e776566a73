import { useId, useState } from 'react';
import {
  LOTTERY_SEA_4D_BET_KINDS,
  LOTTERY_SEA_4D_CATEGORIES,
  LOTTERY_SEA_4D_SIZES,
  permutationsOf,
  type LotteryTicketBet,
} from '@platform/contracts';
import { TicketCard, type useBuy } from './buy-panel';
import { randomNumbers, returnPerHit } from './lottery-math';
import { useLottery } from './lottery-parts';

type Size = (typeof LOTTERY_SEA_4D_SIZES)[number];
type Kind = (typeof LOTTERY_SEA_4D_BET_KINDS)[number];
const QUICK_STAKES = [100, 200, 500, 1_000] as const;

/** The SEA 4D board: one 4-digit number, big or small, straight, i-box or permutation. */
export const Sea4dBoard = (props: {
  drawId: string | null;
  buy: ReturnType<typeof useBuy>;
  onTickets: () => void;
}) => {
  const { t, money, game } = useLottery();
  const prizes = game.prices.product === 'SEA_4D' ? game.prices.prizes : null;
  const id = useId();
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const [size, setSize] = useState<Size>('BIG');
  const [kind, setKind] = useState<Kind>('STRAIGHT');
  const [stake, setStake] = useState<number | null>(100);
  const valid = /^\d{4}$/u.test(number);
  const orderings = valid ? permutationsOf(number).length : 24;
  const numberError =
    touched && !valid ? t('numberInvalid', { token: number || '–', digits: 4, example: '2143' }) : null;
  const problem = !valid ? t('number4d') : stake === null || stake <= 0 ? t('stakeInvalid') : null;
  const bet: LotteryTicketBet | null =
    problem === null && stake ? { product: 'SEA_4D', number, size, kind, stakeMinor: stake } : null;
  const firstPrize = prizes?.[size].FIRST ?? 0;
  const win = stake
    ? kind === 'IBOX'
      ? Math.floor(returnPerHit(stake, firstPrize) / orderings)
      : returnPerHit(stake, firstPrize)
    : null;
  const change = () => props.buy.reset();

  return (
    <div className="lt-board lt-4d">
      <section className="lt-card">
        <label className="lt-label" htmlFor={id}>
          {t('number4d')}
        </label>
        <div className="lt-4d-entry">
          <input
            id={id}
            className="lt-4d-input"
            inputMode="numeric"
            maxLength={4}
            value={number}
            aria-invalid={numberError !== null}
            aria-describedby={numberError ? `${id}-error` : undefined}
            onBlur={() => setTouched(true)}
            onChange={(event) => {
              setNumber(event.target.value.replace(/\D/gu, '').slice(0, 4));
              change();
            }}
          />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setNumber(randomNumbers(1, 4)[0] ?? '');
              setTouched(true);
              change();
            }}
          >
            {t('randomNumber')}
          </button>
        </div>
        {numberError ? (
          <p id={`${id}-error`} className="lt-field-error">
            {numberError}
          </p>
        ) : null}
        <p className="lt-label">{t('size')}</p>
        <div className="lt-segment" role="radiogroup" aria-label={t('size')}>
          {LOTTERY_SEA_4D_SIZES.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={size === value}
              className={`lt-segment-btn${size === value ? ' is-active' : ''}`}
              onClick={() => {
                setSize(value);
                change();
              }}
            >
              {t(`size.${value}`)}
            </button>
          ))}
        </div>
        <p className="lt-label">{t('kind')}</p>
        <div className="lt-segment" role="radiogroup" aria-label={t('kind')}>
          {LOTTERY_SEA_4D_BET_KINDS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={kind === value}
              className={`lt-segment-btn${kind === value ? ' is-active' : ''}`}
              onClick={() => {
                setKind(value);
                change();
              }}
            >
              {t(`kind.${value}`)}
            </button>
          ))}
        </div>
        <p className="lt-hint">{t(`kindHint.${kind}`, { count: orderings })}</p>
      </section>

      <section className="lt-card">
        <h3 className="lt-card-title">{t('prizeTable')}</h3>
        <table className="lt-table">
          <thead>
            <tr>
              <th scope="col">{t('prize')}</th>
              {LOTTERY_SEA_4D_SIZES.map((value) => (
                <th key={value} scope="col" className="is-num">
                  {t(`size.${value}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LOTTERY_SEA_4D_CATEGORIES.map((category) => (
              <tr key={category}>
                <th scope="row">{t(`cat.${category}`)}</th>
                {LOTTERY_SEA_4D_SIZES.map((value) => {
                  const prize = prizes?.[value][category] ?? 0;
                  return (
                    <td key={value} className="is-num">
                      {prize > 0 ? money(returnPerHit(100, prize)) : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <TicketCard
        drawId={props.drawId}
        bet={bet}
        problem={problem}
        summary={[
          { label: t('number4d'), value: valid ? number : '–' },
          { label: t('size'), value: t(`size.${size}`) },
          { label: t('kind'), value: t(`kind.${kind}`) },
        ]}
        win={win !== null ? { label: `${t('possibleWin')} (${t('cat.FIRST')})`, value: money(win) } : null}
        buy={props.buy}
        onNew={() => {
          props.buy.reset();
          setNumber('');
          setTouched(false);
        }}
        onTickets={props.onTickets}
        stake={{ label: t('stake'), valueMinor: stake, onChange: setStake, quick: QUICK_STAKES }}
      />
    </div>
  );
};
