import { useState } from 'react';
import { AUTOPLAY_COUNTS, LOSS_LIMIT_BETS, type AutoplaySettings } from '../../autoplay';
import { Modal } from '../../modal';
import { useStudio } from '../../studio-context';

export const AutoplayDialog = (props: {
  bet: number;
  onStart: (settings: AutoplaySettings) => void;
  onClose: () => void;
}) => {
  const { t, money } = useStudio();
  const [count, setCount] = useState<number>(AUTOPLAY_COUNTS[0]);
  const [stopOnWin, setStopOnWin] = useState(false);
  const [limitBets, setLimitBets] = useState<number | null>(null);
  return (
    <Modal
      title={t('autoplayTitle')}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={props.onClose}>
            {t('close')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              props.onStart({
                count,
                stopOnWin,
                lossLimit: limitBets === null ? null : limitBets * props.bet,
              })
            }
          >
            {t('startAutoplay', { count })}
          </button>
        </>
      }
    >
      <fieldset className="studio-fieldset">
        <legend>{t('autoplayCount')}</legend>
        <div className="studio-chips">
          {AUTOPLAY_COUNTS.map((option) => (
            <button
              key={option}
              type="button"
              className={option === count ? 'studio-chip is-on' : 'studio-chip'}
              aria-pressed={option === count}
              onClick={() => setCount(option)}
            >
              {option}
            </button>
          ))}
        </div>
      </fieldset>
      <label className="studio-check">
        <input type="checkbox" checked={stopOnWin} onChange={(event) => setStopOnWin(event.target.checked)} />
        <span>{t('stopOnWin')}</span>
      </label>
      <label className="studio-field">
        <span>{t('lossLimit')}</span>
        <select
          value={limitBets ?? ''}
          onChange={(event) => setLimitBets(event.target.value === '' ? null : Number(event.target.value))}
        >
          {LOSS_LIMIT_BETS.map((bets) => (
            <option key={bets ?? 'none'} value={bets ?? ''}>
              {bets === null ? t('noLimit') : money(bets * props.bet)}
            </option>
          ))}
        </select>
      </label>
    </Modal>
  );
};
