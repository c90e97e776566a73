import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  SportsBet,
  SportsbookGameInfo,
  SportsEventDetail,
  SportsEventSummary,
  SportsMarket,
  StudioSessionResponse,
} from '@platform/contracts';
import { announceBalanceChange } from '../../frame-messages';
import { readLaunchQuery } from '../../query';
import { StudioApp } from '../../studio-app';
import { BETS_POLL_MS } from './my-bets';
import { formatTotalOdds, linesOf, maxReturn, systemsFor } from './sportsbook-math';
import { type Envelope, ok, refused, plain } from '../../test-envelopes';

vi.mock('../../frame-messages', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  announceBalanceChange: vi.fn(),
}));

const instant = () => Promise.resolve();

const game: SportsbookGameInfo = {
  kind: 'sportsbook',
  gameCode: 'SB-0001',
  names: { PT: 'Esportes', EN: 'Sports', CN: '体育' },
  section: 'SPORTS',
  marginBp: 600,
  rtp: 0.943,
  minStakeMinor: 100,
  maxStakeMinor: 500_000,
  maxPayoutMinor: 50_000_000,
  inPlayDelayMs: 0,
  quickStakesMinor: [500, 1_000, 2_000],
};

const session = (mode: 'demo' | 'real' = 'real'): StudioSessionResponse => ({
  sessionId: 'session-1',
  mode,
  currency: 'BRL',
  balance: 100_000,
  game,
});

const NOW = Date.now();
const DAY = 86_400_000;
const brasileirao = { id: 'bra-a', sport: 'FOOTBALL', name: 'Brasileirão Série A', country: 'BR' } as const;
const premier = { id: 'epl', sport: 'FOOTBALL', name: 'Premier League', country: 'GB-ENG' } as const;
const team = (name: string) => ({ id: name.toLowerCase(), name, shortName: name.slice(0, 3).toUpperCase() });
const result = (
  home: number,
  draw: number,
  away: number,
  status: SportsMarket['status'] = 'OPEN',
): SportsMarket => ({
  key: '1X2',
  status,
  selections: [
    { key: '1', oddsE3: home },
    { key: 'X', oddsE3: draw },
    { key: '2', oddsE3: away },
  ],
});

const live = (id: string, home: string, away: string, odds: SportsMarket): SportsEventSummary => ({
  id,
  sport: 'FOOTBALL',
  competition: brasileirao,
  home: team(home),
  away: team(away),
  startsAt: NOW - 3_000_000,
  status: 'LIVE',
  clock: { minute: 67, period: 'SECOND_HALF' },
  score: { home: 1, away: 0 },
  mainMarket: odds,
  marketCount: 30,
});

const events: SportsEventSummary[] = [
  live('e1', 'Flamengo', 'Palmeiras', result(1_450, 4_100, 7_400)),
  live('e2', 'Corinthians', 'Santos', result(2_600, 3_050, 2_950)),
  live('e3', 'Grêmio', 'Bahia', result(2_000, 3_300, 3_800)),
  {
    id: 'u1',
    sport: 'FOOTBALL',
    competition: premier,
    home: team('Arsenal'),
    away: team('Chelsea'),
    startsAt: NOW + 3 * DAY,
    status: 'SCHEDULED',
    clock: null,
    score: null,
    mainMarket: result(1_830, 3_800, 4_200),
    marketCount: 52,
  },
];

const detail = (oddsHome = 1_450): SportsEventDetail => ({
  ...events[0]!,
  mainMarket: result(oddsHome, 4_100, 7_400),
  markets: [
    result(oddsHome, 4_100, 7_400),
    {
      key: 'BTTS',
      status: 'OPEN',
      selections: [
        { key: 'YES', oddsE3: 2_550 },
        { key: 'NO', oddsE3: 1_450 },
      ],
    },
    {
      key: 'OU:2.5',
      status: 'SUSPENDED',
      selections: [
        { key: 'OVER', oddsE3: 2_400 },
        { key: 'UNDER', oddsE3: 1_530 },
      ],
    },
  ],
  incidents: [
    { minute: 12, kind: 'CORNER', side: 'HOME' },
    { minute: 33, kind: 'GOAL', side: 'HOME' },
  ],
  stats: {
    corners: { home: 4, away: 1 },
    yellowCards: { home: 1, away: 2 },
    redCards: { home: 0, away: 0 },
  },
});

const openBet: SportsBet = {
  id: 'b7f3c2a1-0000-4000-8000-000000000001',
  placedAt: NOW - 600_000,
  shape: { kind: 'ACCUMULATOR' },
  lines: 1,
  stakeMinor: 2_000,
  potentialReturnMinor: 14_652,
  status: 'OPEN',
  paidMinor: 0,
  cashOut: { available: true, valueMinor: 4_210 },
  autoCashOutMinor: null,
  legs: [
    {
      eventId: 'e1',
      eventName: 'Flamengo x Palmeiras',
      competitionName: 'Brasileirão Série A',
      startsAt: NOW - 3_000_000,
      marketKey: '1X2',
      selection: '1',
      oddsE3: 1_850,
      outcome: 'OPEN',
      score: { home: 1, away: 0 },
    },
    {
      eventId: 'e2',
      eventName: 'Corinthians x Santos',
      competitionName: 'Brasileirão Série A',
      startsAt: NOW - 3_000_000,
      marketKey: 'OU:2.5',
      selection: 'OVER',
      oddsE3: 1_900,
      outcome: 'WON',
      score: { home: 2, away: 1 },
    },
  ],
};

type Handler = (body: Record<string, unknown>) => Envelope;

/** A fetch answering the session and each API path with its handler (or queued envelopes). */
const mockStudio = (handlers: Record<string, Handler | Envelope[]>, start = session()) => {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
    const handler = handlers[url];
    const envelope =
      url === '/studio/api/session'
        ? ok(start)
        : typeof handler === 'function'
          ? handler(body)
          : (handler?.shift() ?? refused('service-unavailable', 'Serviço indisponível.'));
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const bodiesOf = (fetchMock: ReturnType<typeof mockStudio>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);

const lobby: Handler = () => ok({ serverTime: NOW, competitions: [brasileirao, premier], events });

const openPage = async (language = 'PT', mode: 'real' | 'demo' = 'real') => {
  render(
    <StudioApp
      query={readLaunchQuery(`?game=SB-0001&type=SPORTS&lang=${language}&mode=${mode}&token=t1`)}
      wait={instant}
    />,
  );
  await screen.findByTestId('event-e1');
};

const oddsOf = (eventId: string, caption: string) =>
  within(screen.getByTestId(`event-${eventId}`))
    .getAllByRole('button')
    .find((button) => button.classList.contains('sb-odds') && button.textContent?.startsWith(caption))!;

let wide = true;
beforeEach(() => {
  wide = true;
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.mocked(announceBalanceChange).mockClear();
  vi.unstubAllGlobals();
});

describe('sportsbook math', () => {
  it('writes an accumulator’s total odds with two decimals, cut down', () => {
    expect(formatTotalOdds(66_612, 'PT')).toBe('66,61');
    expect(formatTotalOdds(10_106, 'EN')).toBe('10.10');
    expect(formatTotalOdds(2_000, 'PT')).toBe('2,00');
  });

  it('counts system lines and their maximum return as the engine does', () => {
    expect(systemsFor(3).map((shape) => linesOf(shape, 3))).toEqual([3, 4, 7]);
    expect(systemsFor(4).map((shape) => linesOf(shape, 4))).toEqual([6, 4, 11, 15]);
    // 2 de 3 at R$ 1 a line over 2.00, 3.00, 4.00: 6 + 8 + 12 = R$ 26.
    expect(
      maxReturn({
        shape: { kind: 'K_FROM_N', k: 2 },
        oddsE3: [2_000, 3_000, 4_000],
        stakePerLineMinor: 100,
        maxPayoutMinor: 1_000_000,
      }),
    ).toEqual({ returnMinor: 2_600, capped: false });
    // An accumulator floors once and is capped at the max payout.
    expect(
      maxReturn({
        shape: { kind: 'ACCUMULATOR' },
        oddsE3: [1_333, 1_333],
        stakePerLineMinor: 1_000,
        maxPayoutMinor: 1_700,
      }),
    ).toEqual({ returnMinor: 1_700, capped: true });
  });
});

describe('sportsbook page', () => {
  it('shows the live matches with score and minute, and the upcoming ones by competition', async () => {
    mockStudio({ '/studio/api/sportsbook/lobby': lobby });
    await openPage();
    const row = screen.getByTestId('event-e1');
    expect(row.textContent).toContain('Flamengo');
    expect(row.textContent).toContain('AO VIVO');
    expect(row.textContent).toContain("67'");
    expect(within(row).getByRole('button', { name: /Flamengo — Resultado final — odd 1,45/u })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Brasil · Brasileirão Série A' })).toBeTruthy();
    expect(screen.queryByTestId('event-u1')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Próximos/u }));
    const upcoming = await screen.findByTestId('event-u1');
    expect(upcoming.textContent).toContain('Arsenal');
    expect(screen.getByRole('region', { name: 'Inglaterra · Premier League' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText(/Nenhum jogo encontrado/u)).toBeTruthy();
  });

  it('lists the results by competition, opens a finished match and goes back to the results', async () => {
    const finished = (id: string, home: string, away: string, score: [number, number]) => ({
      id,
      sport: 'FOOTBALL' as const,
      competition: brasileirao,
      home: team(home),
      away: team(away),
      startsAt: NOW - 7_200_000,
      score: { home: score[0], away: score[1] },
      halfTime: { home: 0, away: score[1] },
    });
    const fetchMock = mockStudio({
      '/studio/api/sportsbook/lobby': lobby,
      '/studio/api/sportsbook/results': () =>
        ok({ serverTime: NOW, results: [finished('r1', 'Vasco', 'Botafogo', [2, 1])] }),
      '/studio/api/sportsbook/event': () =>
        ok({
          serverTime: NOW,
          event: {
            ...detail(),
            ...finished('r1', 'Vasco', 'Botafogo', [2, 1]),
            status: 'FINISHED',
            clock: null,
            mainMarket: null,
            markets: [],
            marketCount: 0,
          },
        }),
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resultados' }));
    const row = await screen.findByTestId('result-r1');
    expect(screen.getByRole('button', { name: 'Resultados' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('region', { name: 'Brasil · Brasileirão Série A' })).toBeTruthy();
    expect(row.textContent).toContain('Encerrado');
    expect(row.textContent).toContain('Intervalo: 0-1');
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/results')).toEqual([{ sessionId: 'session-1' }]);

    fireEvent.click(within(row).getByRole('button', { name: 'Vasco 2 x 1 Botafogo' }));
    await waitFor(() => expect(bodiesOf(fetchMock, '/studio/api/sportsbook/event')).toHaveLength(1));
    // The event page belongs to the results: the nav says so, and back returns there.
    expect(screen.getByRole('button', { name: 'Resultados' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(await screen.findByRole('button', { name: /Voltar/u }));
    expect(await screen.findByTestId('result-r1')).toBeTruthy();
  });

  it('says when no match has ended yet, and offers a retry when the results cannot be read', async () => {
    const answers = [
      refused('service-unavailable', 'Serviço indisponível.'),
      ok({ serverTime: NOW, results: [] }),
    ];
    mockStudio({ '/studio/api/sportsbook/lobby': lobby, '/studio/api/sportsbook/results': answers });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resultados' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os resultados.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Nenhum jogo encerrado nas últimas horas')).toBeTruthy();
  });

  it('adds a selection, shows its potential return, and removes it on a second click', async () => {
    mockStudio({ '/studio/api/sportsbook/lobby': lobby });
    await openPage();
    const home = oddsOf('e1', '1');
    fireEvent.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('slip-leg')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Valor da aposta em Flamengo'), { target: { value: '10' } });
    expect(plain(screen.getByTestId('leg-return').textContent)).toBe('R$ 14,50');
    expect(plain(screen.getByTestId('slip-return').textContent)).toBe('R$ 14,50');

    // Below the minimum: the field says the range.
    fireEvent.change(screen.getByLabelText('Valor da aposta em Flamengo'), { target: { value: '0,50' } });
    expect(screen.getByText('O valor vai de R$ 1,00 a R$ 5.000,00.')).toBeTruthy();

    fireEvent.click(oddsOf('e1', '1'));
    expect(screen.queryAllByTestId('slip-leg')).toHaveLength(0);
    expect(screen.getByText('Seu boletim está vazio')).toBeTruthy();
  });

  it('refuses an accumulator of two selections of the same match, with the reason', async () => {
    mockStudio({
      '/studio/api/sportsbook/lobby': lobby,
      '/studio/api/sportsbook/event': () => ok({ serverTime: NOW, event: detail() }),
    });
    await openPage();
    fireEvent.click(screen.getAllByRole('button', { name: /Mais 29 mercados: Flamengo x Palmeiras/u })[0]!);
    await screen.findByText('Ambas marcam');
    expect(screen.getByText('Acompanhamento')).toBeTruthy();
    // The suspended market is greyed and takes no click.
    const over = screen.getByRole('button', {
      name: /Mais de 2,5 — Total de gols 2,5 — odd 2,40 — Suspenso/u,
    });
    expect((over as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Flamengo — Resultado final/u }));
    fireEvent.click(screen.getByRole('button', { name: /^Sim — Ambas marcam/u }));
    expect(screen.getAllByTestId('slip-leg')).toHaveLength(2);
    const accumulator = screen.getByRole('button', { name: 'Múltipla' }) as HTMLButtonElement;
    expect(accumulator.disabled).toBe(true);
    expect(screen.getByTestId('mode-reason').textContent).toBe(
      'Duas seleções do mesmo jogo não podem entrar na mesma múltipla.',
    );
  });

  it('counts a system of three: lines and total cost, for 2 de 3 and Trixie', async () => {
    mockStudio({ '/studio/api/sportsbook/lobby': lobby });
    await openPage();
    fireEvent.click(oddsOf('e1', '1'));
    fireEvent.click(oddsOf('e2', '1'));
    fireEvent.click(oddsOf('e3', '1'));
    fireEvent.click(screen.getByRole('button', { name: 'Sistema' }));
    fireEvent.change(screen.getByLabelText('Valor por linha'), { target: { value: '1' } });
    expect(screen.getByTestId('system-lines').textContent).toBe('3');
    expect(plain(screen.getByTestId('slip-cost').textContent)).toBe('R$ 3,00');
    // 1.45×2.60 + 1.45×2.00 + 2.60×2.00 = 3.77 + 2.90 + 5.20 = 11.87
    expect(plain(screen.getByTestId('slip-return').textContent)).toBe('R$ 11,87');

    fireEvent.change(screen.getByLabelText('Tipo de sistema'), { target: { value: 'TRIXIE' } });
    expect(screen.getByTestId('system-lines').textContent).toBe('4');
    expect(plain(screen.getByTestId('slip-cost').textContent)).toBe('R$ 4,00');

    fireEvent.click(screen.getByRole('button', { name: 'Múltipla' }));
    expect(screen.getByTestId('total-odds').textContent).toBe('7,54');
  });

  it('places a single after the confirmation, one request with the slip’s price, and shows the bet', async () => {
    const placed: SportsBet = {
      ...openBet,
      id: 'c0ffee00-1111',
      shape: { kind: 'SINGLE' },
      stakeMinor: 1_000,
    };
    const fetchMock = mockStudio({
      '/studio/api/sportsbook/lobby': lobby,
      '/studio/api/sportsbook/place': [ok({ bet: placed, balance: 99_000 })],
    });
    await openPage();
    fireEvent.click(oddsOf('e1', '1'));
    fireEvent.change(screen.getByLabelText('Valor da aposta em Flamengo'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/place')).toHaveLength(0);
    within(screen.getByTestId('slip-confirm')).getByText('Confirme sua aposta');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar aposta' }));

    await screen.findByTestId('slip-done');
    const [body] = bodiesOf(fetchMock, '/studio/api/sportsbook/place');
    expect(body).toMatchObject({
      sessionId: 'session-1',
      legs: [{ eventId: 'e1', marketKey: '1X2', selection: '1', oddsE3: 1_450 }],
      shape: { kind: 'SINGLE' },
      stakePerLineMinor: 1_000,
      oddsPolicy: 'HIGHER',
    });
    expect(String(body?.requestId).length).toBeGreaterThanOrEqual(8);
    expect(screen.getByText('Aposta nº C0FFEE00')).toBeTruthy();
    expect(plain(screen.getByTestId('balance').textContent)).toBe('R$ 990,00');
    expect(announceBalanceChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Ver minhas apostas' })).toBeTruthy();

    // A new bet starts clean: the slip no longer says the last one was placed.
    fireEvent.click(screen.getByRole('button', { name: 'Nova aposta' }));
    expect(screen.queryByTestId('slip-done')).toBeNull();
    fireEvent.click(oddsOf('e1', '2'));
    expect(screen.getByLabelText('Valor da aposta em Palmeiras')).toBeTruthy();
    expect(screen.queryByText('Aposta feita!')).toBeNull();
  });

  it('takes the new prices after an odds-changed refusal and asks to confirm again', async () => {
    const fetchMock = mockStudio({
      '/studio/api/sportsbook/lobby': lobby,
      '/studio/api/sportsbook/place': [refused('sports-odds-changed', 'As odds mudaram.', { legs: [] })],
      '/studio/api/sportsbook/event': () => ok({ serverTime: NOW, event: detail(1_500) }),
    });
    await openPage();
    fireEvent.click(oddsOf('e1', '1'));
    fireEvent.change(screen.getByLabelText('Valor da aposta em Flamengo'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('slip-place'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar aposta' }));

    await screen.findByTestId('odds-changed');
    expect(screen.getByTestId('slip-error').textContent).toBe('As odds mudaram.');
    expect(screen.getByTestId('slip-odds').textContent).toContain('1,50');
    expect(plain(screen.getByTestId('leg-return').textContent)).toBe('R$ 15,00');
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/event')).toEqual([
      { sessionId: 'session-1', eventId: 'e1' },
    ]);
    // Still in the confirm step: a second confirmation sends the new price.
    expect(screen.getByRole('button', { name: 'Confirmar aposta' })).toBeTruthy();
  });

  it('takes the prices an odds-changed refusal carries even when the event cannot be read again', async () => {
    mockStudio({
      '/studio/api/sportsbook/lobby': lobby,
      '/studio/api/sportsbook/place': [
        refused('sports-odds-changed', 'As odds mudaram.', {
          legs: [{ eventId: 'e1', marketKey: '1X2', selection: '1', oddsE3: 1_380 }],
        }),
      ],
    });
    await openPage();
    fireEvent.click(oddsOf('e1', '1'));
    fireEvent.change(screen.getByLabelText('Valor da aposta em Flamengo'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('slip-place'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar aposta' }));
    await screen.findByTestId('odds-changed');
    expect(screen.getByTestId('slip-odds').textContent).toContain('1,38');
    expect(plain(screen.getByTestId('leg-return').textContent)).toBe('R$ 13,80');
  });

  it('cashes out an open bet after a confirmation and shows the new balance', async () => {
    let cashedOut = false;
    const fetchMock = mockStudio({
      '/studio/api/sportsbook/lobby': lobby,
      // Once cashed out, the bet is no longer among the open ones.
      '/studio/api/sportsbook/bets': (body) =>
        ok({ bets: body.filter === 'OPEN' && !cashedOut ? [openBet] : [], balance: 100_000 }),
      '/studio/api/sportsbook/cashout': [
        ok({
          bet: { ...openBet, status: 'CASHED_OUT', paidMinor: 4_210 },
          paidMinor: 4_210,
          balance: 104_210,
        }),
      ],
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Minhas apostas' }));
    const card = await screen.findByTestId(`bet-${openBet.id}`);
    expect(card.textContent).toContain('Múltipla (2)');
    expect(card.textContent).toContain('Em aberto');
    expect(within(card).getByRole('img', { name: 'Ganhou' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /Cash out R\$\s42,10/u }));
    const dialog = screen.getByRole('dialog', { name: 'Cash out' });
    expect(plain(within(dialog).getByText(/Você recebe cerca de/u).textContent)).toBe(
      'Você recebe cerca de R$ 42,10',
    );
    cashedOut = true;
    fireEvent.click(within(dialog).getByTestId('confirm-cash-out'));

    await waitFor(() => expect(plain(screen.getByTestId('balance').textContent)).toBe('R$ 1.042,10'));
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/cashout')).toEqual([
      { sessionId: 'session-1', betId: openBet.id, valueMinor: 4_210 },
    ]);
    expect(announceBalanceChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The bet has left "Abertas"; the page still says what the cash-out paid.
    await waitFor(() => expect(screen.queryByTestId(`bet-${openBet.id}`)).toBeNull());
    expect(plain(screen.getByTestId('cash-out-notice').textContent)).toBe(
      'Cash out de R$ 42,10 feito. Saldo: R$ 1.042,10',
    );
  });

  it('reads the settled list again while an open bet has not reached it, and stops once it has', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const won: SportsBet = {
        ...openBet,
        status: 'WON',
        paidMinor: 14_652,
        cashOut: { available: false, reason: 'NOT_OPEN' },
        legs: openBet.legs.map((leg) => ({ ...leg, outcome: 'WON' })),
      };
      // The match is still on for two reads of the settled list; the third finds the bet settled.
      const settledAnswers: SportsBet[][] = [[], []];
      const fetchMock = mockStudio({
        '/studio/api/sportsbook/lobby': lobby,
        '/studio/api/sportsbook/bets': (body) =>
          body.filter === 'OPEN'
            ? ok({ bets: [openBet], balance: 100_000 })
            : ok({ bets: settledAnswers.shift() ?? [won], balance: 114_652 }),
      });
      const settledReads = () =>
        bodiesOf(fetchMock, '/studio/api/sportsbook/bets').filter((body) => body.filter === 'SETTLED').length;
      await openPage();
      fireEvent.click(screen.getByRole('button', { name: 'Minhas apostas' }));
      await screen.findByTestId(`bet-${openBet.id}`);
      fireEvent.click(screen.getByRole('button', { name: 'Encerradas' }));
      await screen.findByText('Nenhuma aposta encerrada ainda');
      expect(settledReads()).toBe(1);

      await vi.advanceTimersByTimeAsync(BETS_POLL_MS);
      await waitFor(() => expect(settledReads()).toBe(2));
      await vi.advanceTimersByTimeAsync(BETS_POLL_MS);
      const card = await screen.findByTestId(`bet-${openBet.id}`);
      expect(card.textContent).toContain('Ganhou');
      expect(plain(within(card).getByTestId('bet-paid').textContent)).toBe('R$ 146,52');
      await waitFor(() => expect(plain(screen.getByTestId('balance').textContent)).toBe('R$ 1.146,52'));
      // The settlement paid past the page: the site's header is told to read the wallet again.
      expect(announceBalanceChange).toHaveBeenCalledTimes(1);

      // Nothing is awaited any more: the list is not read again.
      await vi.advanceTimersByTimeAsync(3 * BETS_POLL_MS);
      expect(settledReads()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not read the settled list again when no open bet is awaited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = mockStudio({
        '/studio/api/sportsbook/lobby': lobby,
        '/studio/api/sportsbook/bets': () => ok({ bets: [], balance: 100_000 }),
      });
      await openPage();
      fireEvent.click(screen.getByRole('button', { name: 'Minhas apostas' }));
      await screen.findByText('Você não tem apostas em aberto');
      fireEvent.click(screen.getByRole('button', { name: 'Encerradas' }));
      await screen.findByText('Nenhuma aposta encerrada ainda');
      await vi.advanceTimersByTimeAsync(3 * BETS_POLL_MS);
      expect(
        bodiesOf(fetchMock, '/studio/api/sportsbook/bets').filter((body) => body.filter === 'SETTLED'),
      ).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a partial cash-out with the part of the stake and its proportional value', async () => {
    const fetchMock = mockStudio({
      '/studio/api/sportsbook/lobby': lobby,
      '/studio/api/sportsbook/bets': () => ok({ bets: [openBet], balance: 100_000 }),
      '/studio/api/sportsbook/cashout': [ok({ bet: openBet, paidMinor: 2_105, balance: 102_105 })],
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Minhas apostas' }));
    const card = await screen.findByTestId(`bet-${openBet.id}`);
    fireEvent.click(within(card).getByRole('button', { name: /Cash out R\$/u }));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('confirm-cash-out'));
    await waitFor(() => expect(bodiesOf(fetchMock, '/studio/api/sportsbook/cashout')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/cashout')[0]).toEqual({
      sessionId: 'session-1',
      betId: openBet.id,
      valueMinor: 2_105,
      partStakeMinor: 1_000,
    });
  });

  it('speaks English and Chinese', async () => {
    mockStudio({ '/studio/api/sportsbook/lobby': lobby });
    await openPage('EN');
    expect(screen.getByRole('button', { name: /^Live/u })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Flamengo — Match result — odds 1.45/u })).toBeTruthy();
    fireEvent.click(oddsOf('e1', '1'));
    expect(screen.getByRole('button', { name: 'Accumulator' })).toBeTruthy();
    expect(screen.getByText('Potential return', { selector: 'dt' })).toBeTruthy();
    cleanup();
    sessionStorage.clear();

    mockStudio({
      '/studio/api/sportsbook/lobby': () =>
        ok({
          serverTime: NOW,
          competitions: [premier],
          events: events.filter((event) => event.status !== 'LIVE'),
        }),
    });
    render(
      <StudioApp query={readLaunchQuery('?game=SB-0001&type=SPORTS&lang=CN&mode=demo')} wait={instant} />,
    );
    expect(await screen.findByText('当前没有滚球赛事')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看即将开赛' }));
    expect(await screen.findByTestId('event-u1')).toBeTruthy();
    expect(screen.getByText('投注单为空')).toBeTruthy();
  });

  it('keeps the slip in sessionStorage across a reload, and opens it as a sheet on a phone', async () => {
    wide = false;
    mockStudio({ '/studio/api/sportsbook/lobby': lobby });
    await openPage();
    fireEvent.click(oddsOf('e2', '2'));
    expect(screen.getByTestId('slip-bar').textContent).toContain('Boletim (1)');
    const stored = JSON.parse(sessionStorage.getItem('sportsbook-slip:SB-0001') ?? '{}') as {
      legs?: { eventId: string; selection: string }[];
    };
    expect(stored.legs).toEqual([expect.objectContaining({ eventId: 'e2', selection: '2' })]);
    cleanup();

    await openPage();
    expect(oddsOf('e2', '2').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('slip-bar'));
    const sheet = screen.getByRole('dialog', { name: 'Boletim (1)' });
    expect(within(sheet).getByText('Santos')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
