import {
  ESPORTS_TIMING,
  roundRobinRounds,
  ROUNDS_TO_WIN_MAP,
  SIMULATED_ESPORTS_COMPETITIONS,
  type Pairing,
  type SimulatedEsportsCompetition,
  type SimulatedEsportsTeam,
} from '../engine/index.js';

/**
 * The simulated e-sports programme: which series start when. As football's (programme.ts), a pure
 * function of time and the options with no table and no draw: a start slot every `slotMs` from the
 * epoch holding `seriesPerSlot` series, the seven circuits in turn, each taking the pairings of its
 * round robin in order (home and away swapped every other cycle, so both teams are named first in
 * turn). Every studio instance lists the same series under the same ids.
 */
export type EsportsProgrammeOptions = {
  /** Real time between two start slots. */
  slotMs: number;
  seriesPerSlot: number;
  /** Series clock per real clock (STUDIO_SPORTS_SPEED, as football's). */
  speed: number;
};

/** Two series a slot: at the default 10-minute slot and speed 6, about three are live at any moment. */
export const DEFAULT_ESPORTS_SERIES_PER_SLOT = 2;

/** The timetable repeats every this many slots (a week at the default slot), as football's. */
const CYCLE_SLOTS = 1_008;

/** A CS2 or Valorant map's length this programme plans for: 36 rounds (two overtimes) of the longest. */
const ROUNDS_MAP_PLANNED_MS = 36 * ESPORTS_TIMING.roundSeconds.max * 1_000;
const MINUTE_MS = 60_000;

/**
 * The longest a circuit's series is expected to take on the series clock: every map played, each
 * as long as the programme plans for, with the breaks. A team is not booked again before it, and
 * the lobby looks this far back for series still live (a longer one — a third overtime — still
 * opens by its id and still settles).
 */
export const plannedSeriesMs = (competition: SimulatedEsportsCompetition): number => {
  const { title, format } = competition;
  const mapMs =
    ROUNDS_TO_WIN_MAP[title] !== null
      ? ROUNDS_MAP_PLANNED_MS
      : (title === 'DOTA_2' ? ESPORTS_TIMING.dotaMapMinutes.max : ESPORTS_TIMING.lolMapMinutes.max) *
        MINUTE_MS;
  return format.bestOf * mapMs + (format.bestOf - 1) * ESPORTS_TIMING.breakMinutes * MINUTE_MS;
};

export type EsportsProgrammeFixture = {
  /** `competition:slot:home:away`: stable, and readable back by the programme. */
  id: string;
  slot: number;
  competition: SimulatedEsportsCompetition;
  home: SimulatedEsportsTeam;
  away: SimulatedEsportsTeam;
  /** Epoch ms. */
  startsAt: number;
};

type Booking = { competition: SimulatedEsportsCompetition; pairing: Pairing };

const COMPETITION_IDS: ReadonlySet<string> = new Set(SIMULATED_ESPORTS_COMPETITIONS.map((entry) => entry.id));

/** Whether an event id names an e-sports series (its competition is an e-sports circuit). */
export const isEsportsEventId = (eventId: string): boolean =>
  COMPETITION_IDS.has(eventId.split(':')[0] ?? '');

/** Each circuit's pairings: its round robin, then the same with the teams swapped. */
const PAIRINGS: ReadonlyMap<string, readonly Pairing[]> = new Map(
  SIMULATED_ESPORTS_COMPETITIONS.map((competition) => {
    const once = roundRobinRounds(competition.teams.map((team) => team.id)).flat();
    return [competition.id, [...once, ...once.map(({ home, away }) => ({ home: away, away: home }))]];
  }),
);

const teamOf = (competition: SimulatedEsportsCompetition, teamId: string): SimulatedEsportsTeam => {
  const team = competition.teams.find((entry) => entry.id === teamId);
  if (!team) throw new Error(`${competition.id} has no team ${teamId}`);
  return team;
};

/**
 * The cycle's slots: the programme's n-th series goes to circuit n mod C, which offers its next
 * pairing whose teams are free. A team plays in two circuits (FURIA and MIBR in CCT South America
 * and the ESL Pro League), so a team's last series must have had its planned length.
 */
const buildTimetable = (options: EsportsProgrammeOptions): Booking[][] => {
  const { slotMs, seriesPerSlot, speed } = options;
  const cursors = new Map<string, number>();
  const busyUntil = new Map<string, number>();
  const isFree = (teamId: string, slot: number) => (busyUntil.get(teamId) ?? 0) <= slot;
  const competitions = SIMULATED_ESPORTS_COMPETITIONS;
  return Array.from({ length: CYCLE_SLOTS }, (_, slot) => {
    const bookings: Booking[] = [];
    for (let index = 0; index < seriesPerSlot; index += 1) {
      const competition = competitions[(slot * seriesPerSlot + index) % competitions.length]!;
      const pairings = PAIRINGS.get(competition.id)!;
      const cursor = cursors.get(competition.id) ?? 0;
      const busySlots = Math.max(1, Math.ceil(plannedSeriesMs(competition) / speed / slotMs));
      for (let tried = 0; tried < pairings.length; tried += 1) {
        const pairing = pairings[(cursor + tried) % pairings.length]!;
        if (!isFree(pairing.home, slot) || !isFree(pairing.away, slot)) continue;
        bookings.push({ competition, pairing });
        cursors.set(competition.id, cursor + tried + 1);
        busyUntil.set(pairing.home, slot + busySlots);
        busyUntil.set(pairing.away, slot + busySlots);
        break;
      }
    }
    return bookings;
  });
};

export const createEsportsProgramme = (options: EsportsProgrammeOptions) => {
  const { slotMs, seriesPerSlot, speed } = options;
  if (
    !(Number.isInteger(slotMs) && slotMs > 0 && Number.isInteger(seriesPerSlot) && seriesPerSlot > 0) ||
    !(speed > 0)
  ) {
    throw new Error(`Invalid e-sports programme: a slot every ${slotMs} ms with ${seriesPerSlot} series.`);
  }
  const timetable = buildTimetable(options);

  const fixturesOfSlot = (slot: number): EsportsProgrammeFixture[] =>
    timetable[slot % CYCLE_SLOTS]!.map(({ competition, pairing }) => ({
      id: `${competition.id}:${slot}:${pairing.home}:${pairing.away}`,
      slot,
      competition,
      home: teamOf(competition, pairing.home),
      away: teamOf(competition, pairing.away),
      startsAt: slot * slotMs,
    }));

  return {
    /** Real time the longest planned series takes: the lobby looks this far back for live ones. */
    longestSeriesRealMs: Math.max(...SIMULATED_ESPORTS_COMPETITIONS.map(plannedSeriesMs)) / speed,
    /** The series starting in [from, to), by start and then in slot order. */
    between(from: number, to: number): EsportsProgrammeFixture[] {
      const fixtures: EsportsProgrammeFixture[] = [];
      for (let slot = Math.max(0, Math.ceil(from / slotMs)); slot * slotMs < to; slot += 1) {
        fixtures.push(...fixturesOfSlot(slot));
      }
      return fixtures;
    },
    /** The series of that id, or null when the programme has none (a forged or mistyped id). */
    fixture(eventId: string): EsportsProgrammeFixture | null {
      const [, slotText, ...rest] = eventId.split(':');
      if (slotText === undefined || rest.length !== 2 || !/^\d{1,12}$/u.test(slotText)) return null;
      return fixturesOfSlot(Number(slotText)).find((fixture) => fixture.id === eventId) ?? null;
    },
  };
};

export type EsportsProgramme = ReturnType<typeof createEsportsProgramme>;
