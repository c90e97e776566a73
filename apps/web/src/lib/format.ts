import { percentText, type SupportedLanguage } from '@platform/contracts';
import { perLanguage } from '@platform/web-kit';

// Money comes from the contracts; clock, counts and record moments are shared with the studio's
// game pages (packages/web-kit). The rest is the site's own.
export { formatMoney } from '@platform/contracts';
export {
  formatClock,
  formatCount,
  formatDateTime,
  perLanguage,
  recordDayFormat,
  recordTimeFormat,
} from '@platform/web-kit';

const calendarDayFormat = perLanguage(
  (tag) =>
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** A record's calendar day (yyyy-MM-dd, a Brasília day from the server) as the language writes it. */
export const formatDay = (day: string, language: SupportedLanguage) => {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDayFormat(language).format(date);
};

/**
 * Company names often end in an abbreviation ("Ltda.") that already closes the sentence our
 * templates put them at the end of; this avoids "Ltda..".
 */
export const withoutFinalPeriod = (text: string) => text.replace(/\.+\s*$/, '');

const rateFormat = perLanguage(
  (tag) =>
    new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** A rate in basis points as a percentage: 150 → "1,50%" in Portuguese (contracts' rates). */
export const formatRate = (basisPoints: number, language: SupportedLanguage) =>
  rateFormat(language).format(basisPoints / 10_000);

const rtpFormat = perLanguage(
  (tag) =>
    new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 }),
);

/** A game's RTP in percent (contracts' Game.rtp): 96.2 → "96,2%" in Portuguese. */
export const formatRtp = (percent: number, language: SupportedLanguage) =>
  percentText(percent, language) ?? rtpFormat(language).format(percent / 100);

/**
 * A length of time given in whole minutes, as hours and minutes: "1 h 30 min", "45 min", "24 h"
 * (Chinese: "1 小时 30 分钟"). The session-time limit is entered and shown this way, never as a
 * bare count of minutes.
 */
export const formatMinutes = (minutes: number, language: SupportedLanguage): string => {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const [h, min] = language === 'CN' ? [' 小时', ' 分钟'] : [' h', ' min'];
  if (hours === 0) return `${rest}${min}`;
  return rest === 0 ? `${hours}${h}` : `${hours}${h} ${rest}${min}`;
};
