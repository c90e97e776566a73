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
import { courtMarketName, courtSelectionName } from './court-names';
import { ok } from '../../test-envelopes';

const game: SportsbookGameInfo = {
  kind: 'sportsbook',
  gameCode: 'SB-0001',
  names: { PT: 'Esportes ao Vivo', EN: 'Live Sports', CN: '体育滚球' },
  section: 'SPORTS',
  marginBp: 500,
  rtp: 0.952,
  minStakeMinor: 100,
  maxStakeMinor: 500_000,
  maxPayoutMinor: 50_000_000,
  inPlayDelayMs: 0,
  quickStakesMinor: [500, 1_000],
};
const session: StudioSessionResponse = {
  sessionId: 'session-court',
  mode: 'real',
  currency: 'BRL',
  balance: 100_000,
  game,
};

const NOW = Date.now();
const serieA = { id: 'BRA-A', sport: 'FOOTBALL', name: 'Brasileirão Série A', country: 'BR' } as const;
const nbb = { id: 'BR-NBB', sport: 'BASKETBALL', name: 'NBB — Novo Basquete Brasil', country: 'BR' } as const;
const rio = { id: 'ATP-RIO-OPEN', sport: 'TENNIS', name: 'Rio Open', country: 'BR' } as const;
const side = (name: string) => ({ id: name.toLowerCase(), name, shortName: name.slice(0, 3).toUpperCase() });
const market = (key: string, selections: [string, number][]): SportsMarket => ({
  key,
  status: 'OPEN',
  selections: selections.map(([selection, oddsE3]) => ({ key: selection, oddsE3 })),
});
const stats = {
  corners: { home: 0, away: 0 },
  yellowCards: { home: 0, away: 0 },
  redCards: { home: 0, away: 0 },
};

const football: SportsEventSummary = {
  id: 'BRA-A:9:fla:pal',
  sport: 'FOOTBALL',
  competition: serieA,
  home: side('Flamengo'),
  away: side('Palmeiras'),
  startsAt: NOW + 3_600_000,
  status: 'SCHEDULED',
  clock: null,
  score: null,
  mainMarket: market('1X2', [
    ['1', 2_100],
    ['X', 3_300],
    ['2', 3_500],
  ]),
  marketCount: 30,
};
const basketball: SportsEventSummary = {
  id: 'BR-NBB:3:flamengo-basquete:minas',
  sport: 'BASKETBALL',
  competition: nbb,
  home: side('Flamengo Basquete'),
  away: side('Minas'),
  startsAt: NOW - 600_000,
  status: 'LIVE',
  clock: null,
  score: { home: 62, away: 60 },
  mainMarket: market('ML', [
    ['1', 1_570],
    ['2', 2_400],
  ]),
  marketCount: 33,
  basketball: {
    quarterMinutes: 10,
    periods: [
      { home: 20, away: 18 },
      { home: 19, away: 21 },
      { home: 23, away: 21 },
    ],
    live: { period: 3, secondsLeft: 462 },
  },
};
const tennis: SportsEventSummary = {
  id: 'ATP-RIO-OPEN:4:joao-fonseca:sebastian-baez',
  sport: 'TENNIS',
  competition: rio,
  home: side('João Fonseca'),
  away: side('Sebastián Báez'),
  startsAt: NOW - 1_200_000,
  status: 'LIVE',
  clock: null,
  score: { home: 1, away: 0 },
  mainMarket: market('TMW', [
    ['1', 1_300],
    ['2', 3_400],
  ]),
  marketCount: 20,
  tennis: {
    bestOf: 3,
    sets: [
      { home: 6, away: 4 },
      { home: 3, away: 4 },
    ],
    points: { home: '30', away: '15' },
    server: 'AWAY',
  },
};

const basketballDetail: SportsEventDetail = {
  ...basketball,
  markets: [
    market('ML', [
      ['1', 1_570],
      ['2', 2_400],
    ]),
    ...[-4.5, -3.5, -2.5, -1.5, -0.5, 0.5, 1.5].map((line) =>
      market(`PS:${line}`, [
        ['1', 1_900],
        ['2', 1_900],
      ]),
    ),
    market('TP:160.5', [
      ['OVER', 1_870],
      ['UNDER', 1_930],
    ]),
    market('QR:4', [
      ['1', 2_000],
      ['X', 15_000],
      ['2', 2_050],
    ]),
    market('HR:2', [
      ['1', 1_700],
      ['X', 21_000],
      ['2', 2_300],
    ]),
  ],
  incidents: [],
  stats,
};
const tennisDetail: SportsEventDetail = {
  ...tennis,
  markets: [
    market('TMW', [
      ['1', 1_300],
      ['2', 3_400],
    ]),
    market('SB:BO3', [
      ['2-0', 3_000],
      ['2-1', 2_600],
      ['1-2', 5_000],
    ]),
    market('TG:22.5', [
      ['OVER', 1_650],
      ['UNDER', 2_200],
    ]),
    market('GH:-3.5', [
      ['1', 2_100],
      ['2', 1_700],
    ]),
  ],
  incidents: [],
  stats,
};

const tennisResult = {
  id: 'ATP-RIO-OPEN:2:joao-fonseca:holger-rune',
  sport: 'TENNIS',
  competition: rio,
  home: side('João Fonseca'),
  away: side('Holger Rune'),
  startsAt: NOW - 7_200_000,
  score: { home: 2, away: 1 },
  halfTime: null,
  tennis: {
    bestOf: 3,
    sets: [
      { home: 6, away: 4 },
      { home: 3, away: 6 },
      { home: 7, away: 6 },
    ],
    points: null,
    server: null,
  },
} as const;

const mockStudio = () => {
  const fetchMock = vi.fn(async (url: string, init?: { body?: string }) => {
    const body = JSON.parse(init?.body ?? '{}') as { eventId?: string };
    const envelope =
      url === '/studio/api/session'
        ? ok(session)
        : url === '/studio/api/sportsbook/lobby'
          ? ok({ serverTime: NOW, competitions: [serieA, nbb, rio], events: [basketball, tennis, football] })
          : url === '/studio/api/sportsbook/event'
            ? ok({ serverTime: NOW, event: body.eventId === tennis.id ? tennisDetail : basketballDetail })
            : url === '/studio/api/sportsbook/results'
              ? ok({ serverTime: NOW, results: [tennisResult] })
              : ok({ serverTime: NOW, bets: [], results: [] });
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const openPage = async (tab: 'live' | 'today' = 'live') => {
  render(
    <StudioApp
      query={readLaunchQuery('?game=SB-0001&type=SPORTS&lang=PT&mode=real&token=t1')}
      wait={() => Promise.resolve()}
    />,
  );
  if (tab === 'live') await screen.findByTestId(`event-${basketball.id}`);
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

describe('basketball and tennis on the sportsbook page', () => {
  it('names their markets and selections in PT, EN and ZH', () => {
    expect(courtMarketName('ML', 'PT')).toBe('Vencedor (prorrogação incluída)');
    expect(courtMarketName('PS:-5.5', 'PT')).toBe('Handicap de pontos -5,5');
    expect(courtMarketName('TP:160.5', 'EN')).toBe('Total points 160.5');
    expect(courtMarketName('QR:1', 'PT')).toBe('Vencedor do 1º quarto');
    expect(courtMarketName('TMW', 'CN')).toBe('比赛获胜方');
    expect(courtMarketName('SB:BO3', 'PT')).toBe('Placar exato em sets');
    expect(courtMarketName('TG:22.5', 'PT')).toBe('Total de games 22,5');
    expect(courtMarketName('GH:-3.5', 'EN')).toBe('Game handicap -3.5');
    expect(courtMarketName('FSW', 'PT')).toBe('Vencedor do 1º set');
    expect(courtMarketName('MW', 'PT')).toBeNull();
    const teams = { home: 'Fonseca', away: 'Báez' };
    expect(courtSelectionName({ marketKey: 'GH:-3.5', selection: '2', teams, language: 'PT' })).toBe(
      'Báez +3,5',
    );
    expect(courtSelectionName({ marketKey: 'TP:160.5', selection: 'UNDER', teams, language: 'CN' })).toBe(
      '小于 160.5',
    );
    expect(courtSelectionName({ marketKey: 'QR:2', selection: 'X', teams, language: 'EN' })).toBe('Draw');
  });

  it('lists a live game with its quarter and clock, a live match with its set, games, points and server', async () => {
    mockStudio();
    await openPage();
    const game = screen.getByTestId(`event-${basketball.id}`);
    expect(game.textContent).toContain('3º Q');
    expect(game.textContent).toContain('7:42');
    const prices = within(game)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('sb-odds'));
    expect(prices).toHaveLength(2);
    const match = screen.getByTestId(`event-${tennis.id}`);
    expect(match.textContent).toContain('Set 2');
    expect(match.textContent).toContain('3–4');
    expect(match.textContent).toContain('30–15');
    expect(within(match).getByRole('img', { name: 'Sebastián Báez no saque' })).toBeTruthy();
    // Football first, then basketball, then tennis; a chip filters one sport.
    const chips = screen.getByRole('group', { name: 'Esporte' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Todos', 'Futebol', 'Basquete', 'Tênis']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Tênis' }));
    expect(screen.queryByTestId(`event-${basketball.id}`)).toBeNull();
    expect(screen.getByTestId(`event-${tennis.id}`)).toBeTruthy();
  });

  it('opens a game: the quarters on the board, the period in play, and the markets grouped', async () => {
    mockStudio();
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Flamengo Basquete x Minas' }));
    const board = await screen.findByTestId('basketball-board');
    const rows = within(board).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('Total1234Total');
    expect(rows[1]!.textContent).toBe('Flamengo Basquete201923–62');
    expect(rows[2]!.textContent).toBe('Minas182121–60');
    expect(board.textContent).toContain('3º Q · 7:42');
    expect(screen.queryByText('Escanteios')).toBeNull();
    const titles = screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent);
    expect(titles).toEqual([
      'Vencedor (prorrogação incluída)',
      'Handicap de pontos',
      'Total de pontos',
      'Vencedor do quarto',
      'Vencedor do tempo',
    ]);
    // Seven spread lines: the middle five until the player asks for all.
    expect(screen.getAllByRole('button', { name: /Flamengo Basquete [+-]\d/u })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Ver as 7 linhas' }));
    expect(screen.getAllByRole('button', { name: /Flamengo Basquete [+-]\d/u })).toHaveLength(7);
    expect(screen.getByText('4º quarto')).toBeTruthy();
  });

  it('opens a match: each set’s games, the point score and the server, and the markets grouped', async () => {
    mockStudio();
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'João Fonseca x Sebastián Báez' }));
    const board = await screen.findByTestId('tennis-board');
    const rows = within(board).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('GamesSet 1Set 2Pontos');
    expect(rows[1]!.textContent).toBe('João Fonseca6330');
    expect(rows[2]!.textContent).toBe('Sebastián Báez4415');
    expect(within(rows[2]!).getByRole('img', { name: 'Sebastián Báez no saque' })).toBeTruthy();
    const titles = screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent);
    expect(titles).toEqual([
      'Vencedor da partida',
      'Placar exato em sets',
      'Total de games',
      'Handicap de games',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Mais de 22,5/u }));
    expect(screen.getByRole('button', { name: /Mais de 22,5/u }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists a finished tennis match with its sets in the results', async () => {
    mockStudio();
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resultados' }));
    const row = await screen.findByTestId(`result-${tennisResult.id}`);
    expect(within(row).getByTestId('result-sets').textContent).toBe('6-4 3-6 7-6');
  });
});
