// Browser code shared by the site (apps/web) and the studio's game pages (apps/studio/web): pure
// functions over Intl, no DOM and no React. Build tools are in ./vite-precompress (a Node module),
// the design tokens and element defaults in ./styles.
export {
  formatClock,
  formatCount,
  formatDateTime,
  perLanguage,
  recordDayFormat,
  recordTimeFormat,
} from './format';
export { acceptsMoneyTyping, formatMoneyInput, parseMoneyInput } from './money-input';
