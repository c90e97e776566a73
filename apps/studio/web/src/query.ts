import {
  STUDIO_GAME_TYPES,
  toSupportedLanguage,
  type StudioGameType,
  type StudioMode,
  type SupportedLanguage,
} from '@platform/contracts';

/** What the platform's launch put in the page address: /studio/play?game=&type=&lang=&mode=[&token=]. */
export type LaunchQuery = {
  game: string | null;
  /** The catalogue type of the game (slots when absent). */
  type: StudioGameType;
  mode: StudioMode;
  token: string | null;
  language: SupportedLanguage;
};

export const readLaunchQuery = (search: string): LaunchQuery => {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim() || null;
  const rawMode = params.get('mode');
  // A launch without a mode is free play unless it carries a token.
  const mode: StudioMode = rawMode === 'real' || rawMode === 'demo' ? rawMode : token ? 'real' : 'demo';
  const rawType = params.get('type')?.trim().toUpperCase();
  return {
    game: params.get('game')?.trim().toUpperCase() || null,
    type: STUDIO_GAME_TYPES.find((type) => type === rawType) ?? 'RNG',
    mode,
    token: mode === 'real' ? token : null,
    language: toSupportedLanguage(params.get('lang')),
  };
};
