import type { SupportedLanguage } from '@platform/contracts';

/** "96,20 %" in Portuguese, "96.20 %" in English: a game's RTP as every game page shows it. */
export const formatRtp = (rtp: number, language: SupportedLanguage) =>
  `${(rtp * 100).toLocaleString(language === 'PT' ? 'pt-BR' : 'en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })} %`;
