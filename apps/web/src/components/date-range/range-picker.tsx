import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { DATE_PRESETS, presetRange, rangeProblem, type DatePreset, type DateRange } from './date-presets';
import './date-range.css';

type RangePickerProps = {
  range: DateRange;
  preset: DatePreset | null;
  onChange: (range: DateRange, preset: DatePreset | null) => void;
  /** The longest period the page's route takes (the records' 92 days unless told). */
  maxDays?: number;
};

/** Preset chips plus a custom from/to; a custom range is only applied when the server will take it. */
export const RangePicker = ({ range, preset, onChange, maxDays }: RangePickerProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DateRange>(range);
  const [problem, setProblem] = useState<string | null>(null);

  const applyCustom = (next: DateRange) => {
    setDraft(next);
    const found = rangeProblem(next, maxDays);
    const text =
      found === 'tooLong' && maxDays !== undefined
        ? t('records.range.tooLongDays', { max: maxDays })
        : found && t(`records.range.${found}`);
    setProblem(text || null);
    if (!found) onChange(next, null);
  };

  return (
    <div className="records-range">
      <div className="records-chips" role="group" aria-label={t('records.range.label')}>
        {DATE_PRESETS.map((item) => (
          <button
            key={item}
            type="button"
            className={`records-chip${preset === item ? ' records-chip-active' : ''}`}
            aria-pressed={preset === item}
            onClick={() => {
              const next = presetRange(item);
              setDraft(next);
              setProblem(null);
              onChange(next, item);
            }}
          >
            {t(`records.presets.${item}`)}
          </button>
        ))}
      </div>
      <div className="records-custom">
        <label className="records-field">
          <span>{t('records.range.from')}</span>
          <input
            type="date"
            value={draft.from}
            onChange={(event) => applyCustom({ ...draft, from: event.target.value })}
          />
        </label>
        <label className="records-field">
          <span>{t('records.range.to')}</span>
          <input
            type="date"
            value={draft.to}
            onChange={(event) => applyCustom({ ...draft, to: event.target.value })}
          />
        </label>
      </div>
      {problem ? (
        <p className="records-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
};

type PagerProps = { page: number; totalPages: number; onPage: (page: number) => void };

export const Pager = ({ page, totalPages, onPage }: PagerProps) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="records-pager" aria-label={t('records.pager.label')}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('records.pager.previous')}
      </button>
      <span>{t('records.pager.position', { page, totalPages })}</span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('records.pager.next')}
      </button>
    </nav>
  );
};
