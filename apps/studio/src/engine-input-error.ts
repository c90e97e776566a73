/**
 * Input a game engine cannot accept: a player's choice or a configuration value out of range, a
 * malformed market key. The reason is a stable string the service maps to its AppError code; the
 * engines themselves stay free of HTTP concerns. Each family names its own subclass.
 */
export class EngineInputError extends Error {
  readonly reason: string;

  constructor(reason: string, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = new.target.name;
    this.reason = reason;
  }
}
