import {
  doubleRoundRobinRounds,
  SIMULATED_COMPETITIONS,
  type Pairing,
  type SimulatedCompetition,
  type SimulatedTeam,
} from '../engine/index.js';

/**
 * The simulated programme: which matches kick off when. It is a pure function of time and the
 * options, with no table and no draw: kick-off slots fall every `slotMs` from the epoch, and each
 * holds up to `matchesPerSlot` matches, the competitions in turn, each taking its pairings in the
 * order of its double round robin. Every studio instance therefore lists the same fixtures under
 * the same ids without talking to the others. The competitions' formats (groups, two-legged ties)
 * are not followed: a rolling programme has no season to fit them into.
 */
export type ProgrammeOptions = {
  /** Real time between two kick-off slots. */
  slotMs: number;
  matchesPerSlot: number;
  /** Real time a match lasts, whistle to whistle: no team kicks off again before its match ends. */
  matchMs: number;
};

/**
 * A slot every 10 minutes with 3 matches: at the default speed (a match in 17.5 minutes) five or
 * six matches are live at any moment, three are always about to start, and a day holds 432.
 */
export const DEFAULT_PROGRAMME: ProgrammeOptions = {
  slotMs: 10 * 60_000,
  matchesPerSlot: 3,
  matchMs: 17.5 * 60_000,
};

/**
 * The timetable repeats every this many slots (a week at the default slot). It is built once, in
 * order, because a club plays in several competitions (Série A, the Copa do Brasil, the
 * Libertadores) and must not be in two matches at once: a pairing whose club is still playing
 * is passed over until its competition's next round robin. Only at the week's turn can a club's last match of the week still be
 * on when the next week's first starts (a test looks for it).
 */
const CYCLE_SLOTS = 1_008;

type Booking = { competition: SimulatedCompetition; pairing: Pairing };

export type ProgrammeFixture = {
  /** `competition:slot:home:away`: stable, and readable back by the programme. */
  id: string;
  slot: number;
  competition: SimulatedCompetition;
  home: SimulatedTeam;
  away: SimulatedTeam;
  /** Epoch ms. */
  kickoffAt: number;
};

/** Each competition's matches in an order that plays every team once before any plays twice. */
const PAIRINGS: ReadonlyMap<string, readonly Pairing[]> = new Map(
  SIMULATED_COMPETITIONS.map((competition) => [
    competition.id,
    doubleRoundRobinRounds(competition.teams.map((team) => team.id)).flat(),
  ]),
);

const teamOf = (competition: SimulatedCompetition, teamId: string): SimulatedTeam => {
  const team = competition.teams.find((entry) => entry.id === teamId);
  if (!team) throw new Error(`${competition.id} has no team ${teamId}`);
  return team;
};

/**
 * The cycle's slots: the programme's n-th match goes to competition n mod C, which offers its
 * next pairing whose clubs are free (their last match kicked off at least `busySlots` ago).
 */
const buildTimetable = (matchesPerSlot: number, busySlots: number): Booking[][] => {
  const cursors = new Map<string, number>();
  const lastSlotOf = new Map<string, number>();
  const isFree = (teamId: string, slot: number) => (lastSlotOf.get(teamId) ?? -busySlots) <= slot - busySlots;
  return Array.from({ length: CYCLE_SLOTS }, (_, slot) => {
    const bookings: Booking[] = [];
    for (let index = 0; index < matchesPerSlot; index += 1) {
      const competition =
        SIMULATED_COMPETITIONS[(slot * matchesPerSlot + index) % SIMULATED_COMPETITIONS.length]!;
      const pairings = PAIRINGS.get(competition.id)!;
      const cursor = cursors.get(competition.id) ?? 0;
      for (let tried = 0; tried < pairings.length; tried += 1) {
        const pairing = pairings[(cursor + tried) % pairings.length]!;
        if (!isFree(pairing.home, slot) || !isFree(pairing.away, slot)) continue;
        bookings.push({ competition, pairing });
        cursors.set(competition.id, cursor + tried + 1);
        lastSlotOf.set(pairing.home, slot);
        lastSlotOf.set(pairing.away, slot);
        break;
      }
    }
    return bookings;
  });
};

export const createProgramme = (options: ProgrammeOptions = DEFAULT_PROGRAMME) => {
  const { slotMs, matchesPerSlot, matchMs } = options;
  if (!(Number.isInteger(slotMs) && slotMs > 0 && Number.isInteger(matchesPerSlot) && matchesPerSlot > 0)) {
    throw new Error(`Invalid programme: a slot every ${slotMs} ms with ${matchesPerSlot} matches.`);
  }
  const timetable = buildTimetable(matchesPerSlot, Math.max(1, Math.ceil(matchMs / slotMs)));

  const fixturesOfSlot = (slot: number): ProgrammeFixture[] =>
    timetable[slot % CYCLE_SLOTS]!.map(({ competition, pairing }) => ({
      id: `${competition.id}:${slot}:${pairing.home}:${pairing.away}`,
      slot,
      competition,
      home: teamOf(competition, pairing.home),
      away: teamOf(competition, pairing.away),
      kickoffAt: slot * slotMs,
    }));

  return {
    /** The fixtures kicking off in [from, to), by kick-off and then in slot order. */
    between(from: number, to: number): ProgrammeFixture[] {
      const fixtures: ProgrammeFixture[] = [];
      for (let slot = Math.max(0, Math.ceil(from / slotMs)); slot * slotMs < to; slot += 1) {
        fixtures.push(...fixturesOfSlot(slot));
      }
      return fixtures;
    },
    /** The fixture of that id, or null when the programme has none (a forged or mistyped id). */
    fixture(eventId: string): ProgrammeFixture | null {
      const [, slotText, ...rest] = eventId.split(':');
      if (slotText === undefined || rest.length !== 2 || !/^\d{1,12}$/u.test(slotText)) return null;
      return fixturesOfSlot(Number(slotText)).find((fixture) => fixture.id === eventId) ?? null;
    },
  };
};

export type Programme = ReturnType<typeof createProgramme>;
