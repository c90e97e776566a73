import { createContext, useContext } from 'react';
import {
  LANGUAGE_TAGS,
  type SportsbookGameInfo,
  type SportsCompetition,
  type SportsEventSummary,
  type SportsMarket,
  type SupportedLanguage,
} from '@platform/contracts';
import type { SportsMessageKey, SportsT } from './sportsbook-i18n';
import { formatOdds, marketName, selectionCaption, selectionName } from './sportsbook-math';
import { legId, type BetSlip } from './use-bet-slip';
import { builderLegKey, builderTakes, type Builder } from './use-builder';

/** What every part of the sportsbook page needs: texts, money, the game's limits and the slip. */
export type SportsContextValue = {
  t: SportsT;
  language: SupportedLanguage;
  money: (centavos: number) => string;
  game: SportsbookGameInfo;
  slip: BetSlip;
  selected: ReadonlySet<string>;
  /** The bet builder: while it is on for an event, that event's odds pick its legs. */
  builder: Builder | null;
};

export const SportsContext = createContext<SportsContextValue | null>(null);

export const useSports = (): SportsContextValue => {
  const value = useContext(SportsContext);
  if (!value) throw new Error('useSports outside the sportsbook page');
  return value;
};

type EventRef = Pick<SportsEventSummary, 'id' | 'home' | 'away' | 'competition' | 'startsAt' | 'status'>;

const LockIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className="sb-lock">
    <path
      d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5A1 1 0 0 1 13 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm1.5 0h4V5a2 2 0 0 0-4 0z"
      fill="currentColor"
    />
  </svg>
);

/** An odds button: its caption, the price, selected state; greyed with a lock when suspended. */
export const OddsButton = (props: {
  event: EventRef;
  market: SportsMarket;
  selection: SportsMarket['selections'][number];
  caption?: 'short' | 'full' | 'none';
}) => {
  const { t, language, slip, selected, builder } = useSports();
  const { event, market, selection } = props;
  const teams = { home: event.home.name, away: event.away.name };
  const id = legId({ eventId: event.id, marketKey: market.key, selection: selection.key });
  // In builder mode the odds pick the builder's legs, and a market it does not take is greyed.
  const building = builder?.state.event?.id === event.id;
  const outside = building && !builderTakes(market.key);
  const builderKey = builderLegKey({ marketKey: market.key, selection: selection.key });
  const isOn = building
    ? builder.state.legs.some((leg) => builderLegKey(leg) === builderKey)
    : selected.has(id);
  // The leg the builder's refusal names is marked on the page too, where the player can take it out.
  const refused = building && builder.quote.kind === 'refused' && builder.quote.legKey === builderKey;
  const suspended = market.status === 'SUSPENDED';
  const names = { marketKey: market.key, selection: selection.key, teams, t, language };
  const caption =
    props.caption === 'none'
      ? null
      : props.caption === 'full'
        ? selectionName(names)
        : selectionCaption(names);
  const odds = formatOdds(selection.oddsE3, language);
  return (
    <button
      type="button"
      className={`sb-odds${isOn ? ' is-selected' : ''}${suspended ? ' is-suspended' : ''}${building ? ' is-building' : ''}${refused ? ' is-refused' : ''}`}
      aria-pressed={isOn}
      disabled={suspended || outside}
      aria-label={`${t('oddsButton', {
        selection: selectionName(names),
        market: marketName(market.key, t, language),
        odds,
      })}${suspended ? ` — ${t('suspended')}` : ''}${outside ? ` — ${t('builderOnlyHere')}` : ''}`}
      onClick={() =>
        building
          ? builder.toggle({ marketKey: market.key, selection: selection.key, oddsE3: selection.oddsE3 })
          : slip.toggle({
              eventId: event.id,
              marketKey: market.key,
              selection: selection.key,
              oddsE3: selection.oddsE3,
              home: event.home.name,
              away: event.away.name,
              competition: event.competition.name,
              startsAt: event.startsAt,
              live: event.status === 'LIVE',
            })
      }
    >
      {caption === null ? null : <span className="sb-odds-caption">{caption}</span>}
      <span className="sb-odds-value">{suspended ? <LockIcon /> : odds}</span>
    </button>
  );
};

export const LiveBadge = ({ t }: { t: SportsT }) => (
  <span className="sb-live-badge">
    <span className="sb-live-dot" aria-hidden="true" />
    {t('liveBadge')}
  </span>
);

/** The clock as a scoreboard shows it: "34'", "Intervalo", "2º tempo 67'". */
export const clockText = (event: Pick<SportsEventSummary, 'clock' | 'status'>, t: SportsT): string => {
  if (event.status === 'FINISHED') return t('finished');
  if (event.status === 'POSTPONED') return t('postponed');
  if (event.status === 'CANCELLED') return t('cancelled');
  if (event.status === 'ABANDONED') return t('abandoned');
  const clock = event.clock;
  if (!clock) return '';
  switch (clock.period) {
    case 'HALF_TIME':
      return t('halfTime');
    case 'ENDED':
      return t('ended');
    case 'FIRST_HALF':
    case 'SECOND_HALF':
      return `${clock.minute}'`;
    default: {
      const never: never = clock.period;
      return never;
    }
  }
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (language: SupportedLanguage, options: Intl.DateTimeFormatOptions) => {
  const key = `${language}${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], options);
    dayFormats.set(key, format);
  }
  return format;
};

export const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/** Kick-off: "16:00" today, "sáb. 29/11 16:00" another day. */
export const kickOffText = (startsAt: number, now: number, language: SupportedLanguage): string => {
  const time = formatOf(language, { hour: '2-digit', minute: '2-digit' }).format(startsAt);
  if (sameDay(startsAt, now)) return time;
  const day = formatOf(language, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(startsAt);
  return `${day} ${time}`;
};

export const dateTimeText = (at: number, language: SupportedLanguage): string =>
  formatOf(language, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at);

const SUBDIVISIONS: Record<string, readonly [string, string, string]> = {
  'GB-ENG': ['Inglaterra', 'England', '英格兰'],
  'GB-SCT': ['Escócia', 'Scotland', '苏格兰'],
  'GB-WLS': ['País de Gales', 'Wales', '威尔士'],
};
const INDEX: Record<SupportedLanguage, 0 | 1 | 2> = { PT: 0, EN: 1, CN: 2 };

/** The competition's country in the page's language, or "Internacional". */
export const countryName = (country: string | null, language: SupportedLanguage, t: SportsT): string => {
  if (country === null) return t('international');
  const subdivision = SUBDIVISIONS[country];
  if (subdivision) return subdivision[INDEX[language]];
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
};

/** A two-letter mark for the country (a flag would need images or emoji fonts the phone may lack). */
export const CountryMark = ({ country }: { country: string | null }) => (
  <span className="sb-country" aria-hidden="true">
    {country === null ? 'INT' : (country.split('-').at(-1) ?? country).slice(0, 3)}
  </span>
);

/** A list that could not be read: why, the server's message, and a retry. */
export const LoadFailed = (props: { title: SportsMessageKey; message: string; onRetry: () => void }) => {
  const { t } = useSports();
  return (
    <div className="studio-empty sb-empty" role="alert">
      <p className="studio-empty-title">{t(props.title)}</p>
      <p className="studio-muted">{props.message}</p>
      <button type="button" className="btn btn-primary" onClick={props.onRetry}>
        {t('retry')}
      </button>
    </div>
  );
};

/** Rows of the event list's shape while it loads; a result row has no prices. */
export const SkeletonRows = (props: { count: number; odds: boolean }) => (
  <ul className="sb-events" aria-hidden="true">
    {Array.from({ length: props.count }, (_, index) => (
      <li key={index} className={`sb-event${props.odds ? '' : ' sb-result'} is-skeleton`}>
        <div className="sb-event-meta">
          <span className="sb-skel sb-skel-meta" />
        </div>
        <div className="sb-event-teams">
          <span className="sb-skel sb-skel-team" />
          <span className="sb-skel sb-skel-team is-short" />
        </div>
        {props.odds ? (
          <div className="sb-event-odds">
            <span className="sb-odds sb-skel" />
            <span className="sb-odds sb-skel" />
            <span className="sb-odds sb-skel" />
          </div>
        ) : null}
      </li>
    ))}
  </ul>
);

/** Items grouped by their competition, groups in the order their first item comes. */
export const byCompetition = <T extends { competition: SportsCompetition }>(items: readonly T[]) => {
  const groups = new Map<string, { competition: SportsCompetition; items: T[] }>();
  for (const item of items) {
    const group = groups.get(item.competition.id);
    if (group) group.items.push(item);
    else groups.set(item.competition.id, { competition: item.competition, items: [item] });
  }
  return [...groups.values()];
};
