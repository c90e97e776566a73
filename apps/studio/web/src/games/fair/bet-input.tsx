import { useId } from 'react';
import { useStudio } from '../../studio-context';
import { initialFairBet } from './fair-math';
import { useDecimalField } from './use-decimal-field';
import { useFairText } from './use-fair-text';

type Limits = { minBet: number; maxBet: number };

/** "R$" from the page's money format, whatever the language puts around it. */
const currencySymbol = (money: (centavos: number) => string) => money(0).replace(/[\d\s.,]/gu, '');

/** The bet as typed, within the game's limits (see useDecimalField). */
export const useBetAmount = (game: Limits) => {
  const field = useDecimalField({ initial: initialFairBet(game), min: game.minBet, max: game.maxBet });
  return { ...field, bet: field.value, limits: game };
};

export type BetAmount = ReturnType<typeof useBetAmount>;

export const BetInput = ({ amount, disabled }: { amount: BetAmount; disabled: boolean }) => {
  const { money } = useStudio();
  const t = useFairText();
  const id = useId();
  const { bet, limits } = amount;
  const errorId = `${id}-error`;
  return (
    <div className="fair-field">
      <label className="fair-label" htmlFor={id}>
        {t('bet')}
      </label>
      <div className="fair-bet">
        <span className="fair-bet-currency" aria-hidden="true">
          {currencySymbol(money)}
        </span>
        <input
          id={id}
          className="fair-bet-input"
          inputMode="decimal"
          autoComplete="off"
          value={amount.draft}
          disabled={disabled}
          aria-invalid={amount.showError}
          aria-describedby={amount.showError ? errorId : undefined}
          onChange={(event) => amount.type(event.target.value)}
          onBlur={amount.blur}
          onKeyDown={(event) => {
            if (event.key === 'Enter') amount.blur();
          }}
        />
        <button
          type="button"
          className="fair-bet-step"
          aria-label={t('betHalf')}
          disabled={disabled || bet <= limits.minBet}
          onClick={() => amount.set(Math.floor(bet / 2))}
        >
          ½
        </button>
        <button
          type="button"
          className="fair-bet-step"
          aria-label={t('betDouble')}
          disabled={disabled || bet >= limits.maxBet}
          onClick={() => amount.set(bet * 2)}
        >
          ×2
        </button>
      </div>
      <div className="fair-bet-limits">
        <button
          type="button"
          className="fair-link-btn"
          aria-label={`${t('betMinLabel')}: ${money(limits.minBet)}`}
          disabled={disabled}
          onClick={() => amount.set(limits.minBet)}
        >
          {t('betMin')} {money(limits.minBet)}
        </button>
        <button
          type="button"
          className="fair-link-btn"
          aria-label={`${t('betMaxLabel')}: ${money(limits.maxBet)}`}
          disabled={disabled}
          onClick={() => amount.set(limits.maxBet)}
        >
          {t('betMax')} {money(limits.maxBet)}
        </button>
      </div>
      {amount.showError ? (
        <p id={errorId} className="fair-field-error">
          {t('betInvalid', { min: money(limits.minBet), max: money(limits.maxBet) })}
        </p>
      ) : null}
    </div>
  );
};
