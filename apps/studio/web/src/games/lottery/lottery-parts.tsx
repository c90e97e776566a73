import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  elottShape,
  LANGUAGE_TAGS,
  type LotteryGameInfo,
  type LotteryOpenDraw,
  type LotteryTicketBet,
  type SupportedLanguage,
} from '@platform/contracts';
import type { StudioApi } from '../../studio-api';
import type { Loaded } from '../sportsbook/use-polling';
import { VN_TERMS, type LotteryT, type SIDE_TERMS } from './lottery-i18n';
import { countdownParts, drawIdParts, type ElottChoice } from './lottery-math';

/** What every part of the lottery page needs. */
export type LotteryContextValue = {
  t: LotteryT;
  language: SupportedLanguage;
  money: (centavos: number) => string;
  game: LotteryGameInfo;
  api: StudioApi;
  sessionId: string;
  /** The server's clock as the page best knows it (the last answer's serverTime, moved on). */
  serverNow: () => number;
};

export const LotteryContext = createContext<LotteryContextValue | null>(null);

export const useLottery = (): LotteryContextValue => {
  const value = useContext(LotteryContext);
  if (!value) throw new Error('useLottery outside the lottery page');
  return value;
};

export const lotterySchemas = () => import('./lottery-schemas');

/** Re-renders every `ms` (a countdown's second). */
export const useTick = (ms = 1_000) => {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
};

export const timeText = (at: number, language: SupportedLanguage) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { hour: '2-digit', minute: '2-digit' }).format(at);

export const dateTimeText = (at: number, language: SupportedLanguage) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

/** A draw's name: its province (VN), its round of the day (fast games), or its date. */
export const drawTitle = (
  draw: { drawId: string; provinceName?: string | null; province?: string | null },
  t: LotteryT,
  provinceName: (code: string | null) => string | null,
): string => {
  const { period, date } = drawIdParts(draw.drawId);
  const name = draw.provinceName ?? provinceName(draw.province ?? null);
  const round = period !== null ? t('period', { number: period }) : null;
  if (name && round) return `${name} · ${round}`;
  if (name) return name;
  if (round) return round;
  return date ? `${date.slice(6, 8)}/${date.slice(4, 6)}/${date.slice(0, 4)}` : draw.drawId;
};

/** The live countdown to a draw's close, with its urgency. */
export const Countdown = ({ draw, big = false }: { draw: LotteryOpenDraw; big?: boolean }) => {
  const { t, serverNow } = useLottery();
  useTick();
  const now = serverNow();
  const left = draw.closesAt - now;
  const closed = left <= 0;
  const { days, clock } = countdownParts(draw.closesAt, now);
  return (
    <span
      className={`lt-countdown${big ? ' is-big' : ''}${closed ? ' is-closed' : left < 15_000 ? ' is-urgent' : ''}`}
      data-testid="countdown"
    >
      <span className="lt-countdown-label">{closed ? t('closed') : t('closesIn')}</span>
      {closed ? null : (
        <span className="lt-countdown-value" role="timer">
          {days > 0 ? `${t('countdownDays', { count: days })} ${clock}` : clock}
        </span>
      )}
    </span>
  );
};

/** An empty or failed list: what is (not) there, a line on it, and what to do next. */
export const EmptyState = (props: { title: string; hint: string; alert?: boolean; children?: ReactNode }) => (
  <div className="studio-empty" role={props.alert ? 'alert' : undefined}>
    <p className="studio-empty-title">{props.title}</p>
    <p className="studio-muted">{props.hint}</p>
    {props.children}
  </div>
);

/** A failed load: what happened and a retry. */
export const LoadFailed = (props: { title: string; message: string; onRetry: () => void }) => {
  const { t } = useLottery();
  return (
    <EmptyState title={props.title} hint={props.message} alert>
      <button type="button" className="btn btn-secondary" onClick={props.onRetry}>
        {t('retry')}
      </button>
    </EmptyState>
  );
};

/** A list's previous and next page buttons, with where the player is; nothing for a single page. */
const Pager = (props: { page: number; pages: number; onPage: (page: number) => void }) => {
  const { t } = useLottery();
  const { page, pages } = props;
  if (pages <= 1) return null;
  return (
    <nav className="lt-pager" aria-label={t('pageOf', { page, pages })}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => props.onPage(page - 1)}
      >
        {t('previous')}
      </button>
      <span className="studio-muted">{t('pageOf', { page, pages })}</span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => props.onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
};

export const SkeletonCards = ({ count }: { count: number }) => (
  <ul className="lt-skeleton" aria-hidden="true">
    {Array.from({ length: count }, (_, index) => (
      <li key={index} className="lt-skeleton-card" />
    ))}
  </ul>
);

/**
 * A list read a page at a time (my tickets, results): skeletons while it loads, the failure with a
 * retry, its empty state, or the page's items and the pager.
 */
export const PagedList = <Data extends { total: number }>(props: {
  state: Loaded<Data>;
  errorTitle: string;
  onRetry: () => void;
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (data: Data) => ReactNode;
}) => {
  const { state } = props;
  if (state.kind === 'loading') return <SkeletonCards count={3} />;
  if (state.kind === 'error')
    return <LoadFailed title={props.errorTitle} message={state.message} onRetry={props.onRetry} />;
  if (state.data.total === 0) return props.empty;
  return (
    <>
      {props.children(state.data)}
      <Pager
        page={props.page}
        pages={Math.max(1, Math.ceil(state.data.total / props.pageSize))}
        onPage={props.onPage}
      />
    </>
  );
};

/** "Tài · Maior": the Vietnamese term and the translated one. */
export const sideName = (side: keyof typeof SIDE_TERMS, t: LotteryT) => `${t(`side.${side}`)}`;

/** What a choice of a fast game reads as: "Soma · Maior", "2º dado · 6". */
export const elottChoiceText = (game: LotteryGameInfo['game'], choice: ElottChoice, t: LotteryT): string => {
  const kind = game.product === 'ELOTT' ? game.game : 'LUCKY_5';
  const value = (number: number) =>
    kind === 'CAR_RACE_10' ? t('value.CAR_RACE_10', { value: number }) : String(number);
  switch (choice.kind) {
    case 'SUM_SIDE':
      return `${t('sum')} · ${t(`side.${choice.side}`)}`;
    case 'SUM_VALUE':
      return `${t('sum')} · ${choice.value}`;
    case 'POSITION_SIDE':
      return `${t(`pos.${kind}`, { position: choice.position })} · ${t(`side.${choice.side}`)}`;
    case 'POSITION_VALUE':
      return `${t(`pos.${kind}`, { position: choice.position })} · ${value(choice.value)}`;
    default: {
      const unknown: never = choice;
      throw new Error(`unknown choice ${JSON.stringify(unknown)}`);
    }
  }
};

/** A ticket's bet in one line: "Đề · 45, 07", "4D Big i-Box 2143", "Soma · Maior". */
export const betText = (game: LotteryGameInfo['game'], bet: LotteryTicketBet, t: LotteryT): string => {
  switch (bet.product) {
    case 'VN': {
      const shown = bet.lines.slice(0, 12).map((line) => line.join('-'));
      const more = bet.lines.length > 12 ? ` +${bet.lines.length - 12}` : '';
      return `${VN_TERMS[bet.betType]} · ${shown.join(', ')}${more}`;
    }
    case 'SEA_4D':
      return `4D ${t(`size.${bet.size}`)} ${t(`kind.${bet.kind}`)} · ${bet.number}`;
    case 'ELOTT':
      return elottChoiceText(game, bet.choice, t);
    default: {
      const unknown: never = bet;
      throw new Error(`unknown bet ${JSON.stringify(unknown)}`);
    }
  }
};

/** The values of a fast game's result as it draws them: digit balls, dice faces or car plates. */
export const ElottValues = (props: {
  game: 'LUCKY_5' | 'FAST_3' | 'CAR_RACE_10';
  values: readonly number[];
  animate?: boolean;
  small?: boolean;
}) => {
  const { t } = useLottery();
  const shape = elottShape(props.game);
  return (
    <ol
      className={`lt-values is-${props.game.toLowerCase().replace(/_/gu, '-')}${props.animate ? ' is-revealing' : ''}${props.small ? ' is-small' : ''}`}
      aria-label={props.values.join(', ')}
    >
      {props.values.slice(0, shape.positions).map((value, index) => (
        <li
          key={index}
          className={`lt-value is-v${value}`}
          style={{ animationDelay: `${index * 90}ms` }}
          title={props.game === 'CAR_RACE_10' ? t('value.CAR_RACE_10', { value }) : undefined}
        >
          {props.game === 'FAST_3' ? <DieFace value={value} /> : <span>{value}</span>}
        </li>
      ))}
    </ol>
  );
};

const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [
    [7, 7],
    [17, 17],
  ],
  3: [
    [7, 7],
    [12, 12],
    [17, 17],
  ],
  4: [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  5: [
    [7, 7],
    [17, 7],
    [12, 12],
    [7, 17],
    [17, 17],
  ],
  6: [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
};

export const DieFace = ({ value }: { value: number }) => (
  <svg viewBox="0 0 24 24" width="100%" height="100%" role="img" aria-label={String(value)}>
    <rect x="1" y="1" width="22" height="22" rx="5" className="lt-die-body" />
    {(PIPS[value] ?? []).map(([cx, cy], index) => (
      <circle key={index} cx={cx} cy={cy} r="2.3" className="lt-die-pip" />
    ))}
  </svg>
);

/** Whether the player asked for less motion (design.md, Motion). */
export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
