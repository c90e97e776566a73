import { useId, useMemo, useState } from 'react';
import { LOTTERY_VN_BET_TYPES, vnSelectionShape, type LotteryTicketBet } from '@platform/contracts';
import { TicketCard, type useBuy } from './buy-panel';
import { VN_BET_WORDS, VN_TERMS } from './lottery-i18n';
import {
  everyNumber,
  formatOdds,
  numbersEndingIn,
  numbersStartingWith,
  parseNumbers,
  randomNumbers,
  returnPerHit,
  vnLineCount,
  vnLinesFrom,
  type VnBetType,
} from './lottery-math';
import { useLottery } from './lottery-parts';

const LANGUAGE_INDEX = { PT: 0, EN: 1, CN: 2 } as const;
const QUICK_STAKES = [100, 500, 1_000, 5_000] as const;
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Chips shown before "+N": a lô of 100 numbers stays readable. */
const CHIPS_SHOWN = 40;

/** The VN betting board: bet type, numbers with the entry helpers, stake per line, the ticket. */
export const VnBoard = (props: {
  drawId: string | null;
  buy: ReturnType<typeof useBuy>;
  onTickets: () => void;
}) => {
  const { t, money, game, language } = useLottery();
  const prices = game.prices.product === 'VN' ? game.prices.odds : null;
  const [betType, setBetType] = useState<VnBetType>('LO_2');
  const [numbers, setNumbers] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [randomCount, setRandomCount] = useState(5);
  const [digit, setDigit] = useState(0);
  const [stake, setStake] = useState<number | null>(1_000);
  const typedId = useId();
  const shape = vnSelectionShape(betType);
  const odds = prices?.[betType] ?? 0;

  const chosen = useMemo(() => new Set(numbers), [numbers]);
  const lineCount = vnLineCount(betType, numbers.length);
  const lines = useMemo(
    () => (lineCount > 0 && lineCount <= game.maxLines ? vnLinesFrom(betType, numbers) : []),
    [betType, game.maxLines, lineCount, numbers],
  );

  const chooseType = (next: VnBetType) => {
    // Numbers of the same length carry over (a lô's numbers become a đề's); others start afresh.
    if (vnSelectionShape(next).digits !== shape.digits) setNumbers([]);
    setTyped('');
    setTypedError(null);
    setBetType(next);
    props.buy.reset();
  };
  const addNumbers = (added: readonly string[]) => {
    setNumbers((current) => [...current, ...added.filter((number) => !current.includes(number))]);
    props.buy.reset();
  };
  const toggle = (number: string) => {
    setNumbers((current) =>
      current.includes(number) ? current.filter((item) => item !== number) : [...current, number],
    );
    props.buy.reset();
  };
  const addTyped = () => {
    const parsed = parseNumbers(typed, shape.digits);
    if (!parsed.ok) {
      setTypedError(
        t('numberInvalid', {
          token: parsed.token,
          digits: shape.digits,
          example: '0'.repeat(shape.digits - 1) + '5',
        }),
      );
      return;
    }
    setTypedError(null);
    setTyped('');
    addNumbers(parsed.numbers);
  };

  const problem = (() => {
    if (numbers.length === 0) return t('noNumbers');
    if (shape.numbers > 1 && numbers.length < shape.numbers) return t('xienNeeds', { size: shape.numbers });
    if (lineCount > game.maxLines) return t('tooManyLines', { max: game.maxLines });
    if (stake === null || stake <= 0) return t('stakeInvalid');
    return null;
  })();
  const bet: LotteryTicketBet | null =
    problem === null && stake !== null ? { product: 'VN', betType, lines, stakePerLineMinor: stake } : null;

  const grid = shape.digits <= 2 ? everyNumber(shape.digits) : null;
  const words = VN_BET_WORDS[betType][LANGUAGE_INDEX[language]];

  return (
    <div className="lt-board lt-vn">
      <section className="lt-card" aria-labelledby={`${typedId}-types`}>
        <h3 id={`${typedId}-types`} className="lt-card-title">
          {t('betType')}
        </h3>
        <div className="lt-types" role="radiogroup" aria-label={t('betType')}>
          {LOTTERY_VN_BET_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={betType === type}
              className={`lt-type${betType === type ? ' is-active' : ''}`}
              onClick={() => chooseType(type)}
              data-testid={`bet-type-${type}`}
            >
              <span className="lt-type-term" lang="vi">
                {VN_TERMS[type]}
              </span>
              <span className="lt-type-words">{VN_BET_WORDS[type][LANGUAGE_INDEX[language]]}</span>
              <span className="lt-type-odds">
                {t('oddsPerHit', { odds: formatOdds(prices?.[type] ?? 0, language) })}
              </span>
            </button>
          ))}
        </div>
      </section>

      <section className="lt-card" aria-labelledby={`${typedId}-numbers`}>
        <header className="lt-card-head">
          <h3 id={`${typedId}-numbers`} className="lt-card-title">
            <span lang="vi">{VN_TERMS[betType]}</span> · {words}
          </h3>
          <span className="lt-odds-pill">{t('oddsPerHit', { odds: formatOdds(odds, language) })}</span>
        </header>

        {grid ? (
          <div
            className={`lt-grid${shape.digits === 1 ? ' is-digits' : ''}`}
            role="group"
            aria-label={t('numbers')}
          >
            {grid.map((number) => (
              <button
                key={number}
                type="button"
                className={`lt-ball${chosen.has(number) ? ' is-on' : ''}`}
                aria-pressed={chosen.has(number)}
                onClick={() => toggle(number)}
              >
                {number}
              </button>
            ))}
          </div>
        ) : null}

        <div className="lt-entry">
          <label className="lt-label" htmlFor={typedId}>
            {t('typeNumbers')}
          </label>
          <div className="lt-entry-row">
            <textarea
              id={typedId}
              rows={2}
              value={typed}
              inputMode="numeric"
              placeholder={
                shape.digits === 2
                  ? '12 34 56'
                  : shape.digits === 3
                    ? '123 456'
                    : shape.digits === 4
                      ? '1234 5678'
                      : '1 5 9'
              }
              aria-invalid={typedError !== null}
              aria-describedby={`${typedId}-hint`}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={() => {
                if (typed.trim() === '') return;
                const parsed = parseNumbers(typed, shape.digits);
                setTypedError(
                  parsed.ok
                    ? null
                    : t('numberInvalid', {
                        token: parsed.token,
                        digits: shape.digits,
                        example: '0'.repeat(shape.digits - 1) + '5',
                      }),
                );
              }}
            />
            <button type="button" className="btn btn-secondary" onClick={addTyped} data-testid="add-typed">
              {t('add')}
            </button>
          </div>
          <p id={`${typedId}-hint`} className={typedError ? 'lt-field-error' : 'lt-hint'}>
            {typedError ?? t('typeNumbersHint', { digits: shape.digits })}
          </p>
        </div>

        <div className="lt-helpers">
          <div className="lt-helper">
            <label className="lt-label" htmlFor={`${typedId}-count`}>
              {t('random')}
            </label>
            <div className="lt-helper-row">
              <input
                id={`${typedId}-count`}
                type="number"
                min={1}
                max={Math.min(10 ** shape.digits, game.maxLines)}
                value={randomCount}
                aria-label={t('randomCount')}
                onChange={(event) =>
                  setRandomCount(Math.max(1, Math.min(10 ** shape.digits, Number(event.target.value) || 1)))
                }
              />
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => addNumbers(randomNumbers(randomCount, shape.digits, undefined, numbers))}
              >
                {t('randomPick', { count: randomCount })}
              </button>
            </div>
          </div>
          {shape.digits >= 2 ? (
            <div className="lt-helper">
              <label className="lt-label" htmlFor={`${typedId}-digit`}>
                {t('endingIn')} / {t('startingWith')}
              </label>
              <div className="lt-helper-row">
                <select
                  id={`${typedId}-digit`}
                  value={digit}
                  onChange={(event) => setDigit(Number(event.target.value))}
                >
                  {DIGITS.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => addNumbers(numbersEndingIn(digit, shape.digits))}
                >
                  <span lang="vi">{t('tail')}</span>&nbsp;{digit}
                  <span className="visually-hidden"> — {t('addEnding', { digit })}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => addNumbers(numbersStartingWith(digit, shape.digits))}
                >
                  <span lang="vi">{t('head')}</span>&nbsp;{digit}
                  <span className="visually-hidden"> — {t('addStarting', { digit })}</span>
                </button>
              </div>
            </div>
          ) : null}
        </div>

        <div className="lt-chosen">
          <p className="lt-chosen-count" data-testid="chosen-count">
            {t('chosen', { count: numbers.length })}
            {shape.numbers > 1 && numbers.length >= shape.numbers
              ? ` · ${t('xienLines', { count: numbers.length, lines: lineCount, size: shape.numbers })}`
              : ''}
          </p>
          {numbers.length > 0 ? (
            <>
              <ul className="lt-chips">
                {numbers.slice(0, CHIPS_SHOWN).map((number) => (
                  <li key={number}>
                    <button
                      type="button"
                      className="lt-chip"
                      aria-label={t('removeNumber', { number })}
                      onClick={() => toggle(number)}
                    >
                      {number} <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
                {numbers.length > CHIPS_SHOWN ? (
                  <li className="lt-chip is-more">+{numbers.length - CHIPS_SHOWN}</li>
                ) : null}
              </ul>
              <button type="button" className="btn btn-ghost lt-clear" onClick={() => setNumbers([])}>
                {t('clearNumbers')}
              </button>
            </>
          ) : null}
        </div>
      </section>

      <TicketCard
        drawId={props.drawId}
        bet={bet}
        problem={problem}
        summary={[
          { label: t('betType'), value: `${VN_TERMS[betType]} · ${words}` },
          { label: t('linesLabel'), value: String(lines.length) },
          { label: t('stakePerLine'), value: stake ? money(stake) : '–' },
        ]}
        win={stake ? { label: t('winPerHit'), value: `${money(returnPerHit(stake, odds))}` } : null}
        buy={props.buy}
        onNew={() => {
          props.buy.reset();
          setNumbers([]);
        }}
        onTickets={props.onTickets}
        stake={{ label: t('stakePerLine'), valueMinor: stake, onChange: setStake, quick: QUICK_STAKES }}
      />
    </div>
  );
};
