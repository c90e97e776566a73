import type { StudioGameInfo, StudioGameKind, StudioSessionResponse } from '@platform/contracts';
import type { StudioApi } from './studio-api';
import type { Wait } from './timing';

export type GameInfoOf<Kind extends StudioGameKind> = Extract<StudioGameInfo, { kind: Kind }>;
/** A studio session whose game is of one kind (the page each kind draws narrows it so). */
export type SessionOf<Kind extends StudioGameKind> = Omit<StudioSessionResponse, 'game'> & {
  game: GameInfoOf<Kind>;
};

export const isSessionOf = <Kind extends StudioGameKind>(
  session: StudioSessionResponse,
  kind: Kind,
): session is SessionOf<Kind> => session.game.kind === kind;

/** What every game page receives from the studio app. */
export type GamePageProps<Kind extends StudioGameKind> = {
  api: StudioApi;
  session: SessionOf<Kind>;
  wait: Wait;
};
