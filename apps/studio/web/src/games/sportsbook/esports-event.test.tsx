import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  SportsbookGameInfo,
  SportsEventDetail,
  SportsEventSummary,
  SportsMarket,
  StudioSessionResponse,
} from '@platform/contracts';
import { readLaunchQuery } from '../../query';
import { StudioApp } from '../../studio-app';
import { esportsMarketName, esportsSelectionName } from './esports-names';
import { ok } from '../../test-envelopes';

const game: SportsbookGameInfo = {
  kind: 'sportsbook',
  gameCode: 'ES-0001',
  names: { PT: 'eSports ao Vivo', EN: 'Live Esports', CN: '电竞滚球' },
  section: 'ESPORTS',
  marginBp: 500,
  rtp: 0.952,
  minStakeMinor: 100,
  maxStakeMinor: 500_000,
  maxPayoutMinor: 50_000_000,
  inPlayDelayMs: 0,
  quickStakesMinor: [500, 1_000],
};
const session: StudioSessionResponse = {
  sessionId: 'session-es',
  mode: 'real',
  currency: 'BRL',
  balance: 100_000,
  game,
};

const NOW = Date.now();
const cct = { id: 'CS2-CCT-SA', sport: 'ESPORTS', name: 'CCT South America', country: null } as const;
const cblol = { id: 'LOL-CBLOL', sport: 'ESPORTS', name: 'CBLOL', country: 'BR' } as const;
const team = (name: string) => ({ id: name.toLowerCase(), name, shortName: name.slice(0, 4).toUpperCase() });
const twoWay = (
  key: string,
  home: number,
  away: number,
  status: SportsMarket['status'] = 'OPEN',
): SportsMarket => ({
  key,
  status,
  selections: [
    { key: '1', oddsE3: home },
    { key: '2', oddsE3: away },
  ],
});
const overUnder = (key: string, over: number, under: number): SportsMarket => ({
  key,
  status: 'OPEN',
  selections: [
    { key: 'OVER', oddsE3: over },
    { key: 'UNDER', oddsE3: under },
  ],
});

const liveCs: SportsEventSummary = {
  id: 'CS2-CCT-SA:1:furia:mibr',
  sport: 'ESPORTS',
  competition: cct,
  home: team('FURIA'),
  away: team('MIBR'),
  startsAt: NOW - 3_000_000,
  status: 'LIVE',
  clock: null,
  score: { home: 0, away: 1 },
  mainMarket: twoWay('MW', 2_120, 1_720),
  marketCount: 40,
  esports: {
    title: 'CS2',
    bestOf: 3,
    maps: [
      { number: 1, status: 'PLAYED', winner: 'AWAY', rounds: { home: 9, away: 13 } },
      { number: 2, status: 'LIVE', winner: null, rounds: { home: 4, away: 8 } },
    ],
  },
};
const upcomingLol: SportsEventSummary = {
  id: 'LOL-CBLOL:2:lol-loud:lol-pain',
  sport: 'ESPORTS',
  competition: cblol,
  home: team('LOUD'),
  away: team('paiN'),
  startsAt: NOW + 3_600_000,
  status: 'SCHEDULED',
  clock: null,
  score: null,
  mainMarket: twoWay('MW', 1_900, 1_850),
  marketCount: 2,
  esports: { title: 'LEAGUE_OF_LEGENDS', bestOf: 1, maps: [] },
};

const detail: SportsEventDetail = {
  ...liveCs,
  markets: [
    twoWay('MW', 2_120, 1_720),
    twoWay('MAP:2', 5_500, 1_140, 'OPEN'),
    twoWay('MAP:3', 1_800, 1_950),
    overUnder('TM:2.5', 1_450, 2_740),
    twoWay('MH:1.5', 1_300, 3_300),
    {
      key: 'CMS:BO3',
      status: 'OPEN',
      selections: [
        { key: '2-1', oddsE3: 8_000 },
        { key: '1-2', oddsE3: 2_600 },
        { key: '0-2', oddsE3: 1_600 },
      ],
    },
    overUnder('RT:2:21.5', 1_620, 2_300),
    twoWay('RH:2:3.5', 2_100, 1_700),
  ],
  incidents: [],
  stats: {
    corners: { home: 0, away: 0 },
    yellowCards: { home: 0, away: 0 },
    redCards: { home: 0, away: 0 },
  },
};

const mockStudio = () => {
  const fetchMock = vi.fn(async (url: string) => {
    const envelope =
      url === '/studio/api/session'
        ? ok(session)
        : url === '/studio/api/sportsbook/lobby'
          ? ok({ serverTime: NOW, competitions: [cct, cblol], events: [liveCs, upcomingLol] })
          : url === '/studio/api/sportsbook/event'
            ? ok({ serverTime: NOW, event: detail })
            : ok({ serverTime: NOW, bets: [], results: [] });
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const openPage = async (language = 'PT') => {
  render(
    <StudioApp
      query={readLaunchQuery(`?game=ES-0001&type=ESPORTS&lang=${language}&mode=real&token=t1`)}
      wait={() => Promise.resolve()}
    />,
  );
  await screen.findByTestId(`event-${liveCs.id}`);
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the e-sports section', () => {
  it('names the e-sports markets and selections in PT, EN and ZH', () => {
    expect(esportsMarketName('MAP:2', 'PT')).toBe('Vencedor do mapa 2');
    expect(esportsMarketName('TM:2.5', 'PT')).toBe('Total de mapas 2,5');
    expect(esportsMarketName('RH:1:-3.5', 'EN')).toBe('Round handicap on map 1: -3.5');
    expect(esportsMarketName('MW', 'CN')).toBe('比赛获胜方');
    expect(esportsMarketName('1X2', 'PT')).toBeNull();
    const teams = { home: 'FURIA', away: 'MIBR' };
    expect(esportsSelectionName({ marketKey: 'MH:-1.5', selection: '2', teams, language: 'PT' })).toBe(
      'MIBR +1,5',
    );
    expect(esportsSelectionName({ marketKey: 'RT:2:21.5', selection: 'OVER', teams, language: 'EN' })).toBe(
      'Over 21.5',
    );
    expect(esportsSelectionName({ marketKey: 'MW3', selection: 'X', teams, language: 'CN' })).toBe('平局');
  });

  it('lists the series by circuit with the title’s mark, the live map and round score, and two-way prices', async () => {
    mockStudio();
    await openPage();
    expect(screen.getByRole('button', { name: 'eSports' }).getAttribute('aria-current')).toBe('page');
    const row = screen.getByTestId(`event-${liveCs.id}`);
    expect(row.textContent).toContain('Mapa 2');
    expect(row.textContent).toContain('4–8');
    const prices = within(row)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('sb-odds'));
    expect(prices.map((button) => button.textContent)).toEqual(['12,12', '21,72']);
    const group = screen.getByRole('region', { name: /CCT South America/u });
    expect(within(group).getByText('CS2')).toBeTruthy();
  });

  it('opens a series: the board with each map and the live rounds, and the markets grouped', async () => {
    mockStudio();
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'FURIA x MIBR' }));
    const board = await screen.findByRole('region', { name: 'Placar da série' });
    expect(within(board).getByText('Melhor de 3')).toBeTruthy();
    const first = within(board).getByTestId('esports-map-1');
    expect(first.textContent).toContain('Mapa 1');
    expect(first.textContent).toContain('9–13');
    expect(first.textContent).toContain('MIBR venceu');
    const second = within(board).getByTestId('esports-map-2');
    expect(second.textContent).toContain('Mapa 2 ao vivo');
    expect(within(second).getByLabelText('Rodadas 4–8')).toBeTruthy();
    // The scoreboard shows the maps won, and no football tracker.
    expect(screen.queryByText('Escanteios')).toBeNull();
    const titles = screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent);
    expect(titles).toEqual([
      'Vencedor da partida',
      'Vencedor do mapa',
      'Total de mapas',
      'Handicap de mapas',
      'Placar exato de mapas',
      'Total de rodadas · mapa 2',
      'Handicap de rodadas · mapa 2',
    ]);
    // The board's map still to come, and the map winner's row for it.
    expect(screen.getAllByText('Mapa 3')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /FURIA \+1,5/u })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Mais de 21,5/u }));
    expect(screen.getByRole('button', { name: /Mais de 21,5/u }).getAttribute('aria-pressed')).toBe('true');
  });
});
