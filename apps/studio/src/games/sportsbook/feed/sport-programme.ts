import { roundRobinRounds, type Pairing } from '../engine/index.js';

/**
 * The rolling programme of basketball and tennis, as e-sports' (esports-programme.ts): a pure
 * function of time and the options with no table and no draw. A start slot every `slotMs` from the
 * epoch holds `perSlot` events; the programme's n-th event belongs to competition n mod C and takes
 * that competition's next pairing of its round robin (then the same with the sides swapped) whose
 * two participants are free: a team or player is not booked again before its last event's planned
 * length has passed, across every competition it plays in (a tennis player plays the Rio Open,
 * the Brasil Open and Roland-Garros). Every studio instance lists the same events under the same ids.
 */
export type RollingProgrammeOptions<C extends { id: string }, P extends { id: string }> = {
  competitions: readonly C[];
  participantsOf: (competition: C) => readonly P[];
  /** The longest an event of the competition is expected to take on its own clock. */
  plannedMs: (competition: C) => number;
  /** Real time between two start slots. */
  slotMs: number;
  perSlot: number;
  /** Event clock per real clock (STUDIO_SPORTS_SPEED). */
  speed: number;
};

export type RollingFixture<C, P> = {
  /** `competition:slot:home:away`: stable, and readable back by the programme. */
  id: string;
  slot: number;
  competition: C;
  home: P;
  away: P;
  /** Epoch ms. */
  startsAt: number;
};

/** The timetable repeats every this many slots (a week at the default slot), as football's. */
const CYCLE_SLOTS = 1_008;

export const createRollingProgramme = <C extends { id: string }, P extends { id: string }>(
  options: RollingProgrammeOptions<C, P>,
) => {
  const { competitions, participantsOf, plannedMs, slotMs, perSlot, speed } = options;
  if (
    !(Number.isInteger(slotMs) && slotMs > 0 && Number.isInteger(perSlot) && perSlot > 0) ||
    !(speed > 0) ||
    competitions.length === 0
  ) {
    throw new Error(`Invalid programme: a slot every ${slotMs} ms with ${perSlot} events.`);
  }
  const pairings = new Map<string, readonly Pairing[]>(
    competitions.map((competition) => {
      const once = roundRobinRounds(participantsOf(competition).map((entry) => entry.id)).flat();
      return [competition.id, [...once, ...once.map(({ home, away }) => ({ home: away, away: home }))]];
    }),
  );
  const participant = (competition: C, id: string): P => {
    const found = participantsOf(competition).find((entry) => entry.id === id);
    if (!found) throw new Error(`${competition.id} has no participant ${id}`);
    return found;
  };

  const timetable: Array<Array<{ competition: C; pairing: Pairing }>> = [];
  const cursors = new Map<string, number>();
  const busyUntil = new Map<string, number>();
  const isFree = (id: string, slot: number) => (busyUntil.get(id) ?? 0) <= slot;
  for (let slot = 0; slot < CYCLE_SLOTS; slot += 1) {
    const bookings: Array<{ competition: C; pairing: Pairing }> = [];
    for (let index = 0; index < perSlot; index += 1) {
      const competition = competitions[(slot * perSlot + index) % competitions.length]!;
      const offered = pairings.get(competition.id)!;
      const cursor = cursors.get(competition.id) ?? 0;
      const busySlots = Math.max(1, Math.ceil(plannedMs(competition) / speed / slotMs));
      for (let tried = 0; tried < offered.length; tried += 1) {
        const pairing = offered[(cursor + tried) % offered.length]!;
        if (!isFree(pairing.home, slot) || !isFree(pairing.away, slot)) continue;
        bookings.push({ competition, pairing });
        cursors.set(competition.id, cursor + tried + 1);
        busyUntil.set(pairing.home, slot + busySlots);
        busyUntil.set(pairing.away, slot + busySlots);
        break;
      }
    }
    timetable.push(bookings);
  }

  const fixturesOfSlot = (slot: number): RollingFixture<C, P>[] =>
    timetable[slot % CYCLE_SLOTS]!.map(({ competition, pairing }) => ({
      id: `${competition.id}:${slot}:${pairing.home}:${pairing.away}`,
      slot,
      competition,
      home: participant(competition, pairing.home),
      away: participant(competition, pairing.away),
      startsAt: slot * slotMs,
    }));

  const competitionIds: ReadonlySet<string> = new Set(competitions.map((entry) => entry.id));

  return {
    /** Real time the longest planned event takes: the lobby looks this far back for live ones. */
    longestRealMs: Math.max(...competitions.map(plannedMs)) / speed,
    /** Whether an event id names one of this programme's competitions. */
    owns: (eventId: string): boolean => competitionIds.has(eventId.split(':')[0] ?? ''),
    /** The events starting in [from, to), by start and then in slot order. */
    between(from: number, to: number): RollingFixture<C, P>[] {
      const fixtures: RollingFixture<C, P>[] = [];
      for (let slot = Math.max(0, Math.ceil(from / slotMs)); slot * slotMs < to; slot += 1) {
        fixtures.push(...fixturesOfSlot(slot));
      }
      return fixtures;
    },
    /** The event of that id, or null when the programme has none (a forged or mistyped id). */
    fixture(eventId: string): RollingFixture<C, P> | null {
      const [, slotText, ...rest] = eventId.split(':');
      if (slotText === undefined || rest.length !== 2 || !/^\d{1,12}$/u.test(slotText)) return null;
      return fixturesOfSlot(Number(slotText)).find((fixture) => fixture.id === eventId) ?? null;
    },
  };
};

export type RollingProgramme<C, P> = {
  longestRealMs: number;
  owns(eventId: string): boolean;
  between(from: number, to: number): RollingFixture<C, P>[];
  fixture(eventId: string): RollingFixture<C, P> | null;
};
