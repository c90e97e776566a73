import { nextBetLevel } from './slot-math';
import { useStudio } from '../../studio-context';

/** The game's bet levels only: a select for direct choice, − and + for one step. */
export const BetSelector = (props: {
  levels: readonly number[];
  bet: number;
  disabled: boolean;
  onChange: (bet: number) => void;
}) => {
  const { t, money } = useStudio();
  const { levels, bet, disabled, onChange } = props;
  const index = levels.indexOf(bet);
  return (
    <div className="studio-bet">
      <button
        type="button"
        className="studio-round-btn"
        aria-label={t('betDown')}
        disabled={disabled || index <= 0}
        onClick={() => onChange(nextBetLevel(levels, bet, -1))}
      >
        −
      </button>
      <label className="studio-bet-field">
        <span className="studio-label">{t('bet')}</span>
        <select value={bet} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
          {levels.map((level) => (
            <option key={level} value={level}>
              {money(level)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="studio-round-btn"
        aria-label={t('betUp')}
        disabled={disabled || index >= levels.length - 1}
        onClick={() => onChange(nextBetLevel(levels, bet, 1))}
      >
        +
      </button>
    </div>
  );
};
