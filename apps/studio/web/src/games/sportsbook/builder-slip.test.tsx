import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  SportsBet,
  SportsbookGameInfo,
  SportsEventDetail,
  SportsMarket,
  StudioSessionResponse,
} from '@platform/contracts';
import { readLaunchQuery } from '../../query';
import { StudioApp } from '../../studio-app';
import { type Envelope, ok, refused, plain } from '../../test-envelopes';

vi.mock('../../frame-messages', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  announceBalanceChange: vi.fn(),
}));

type Handler = (body: Record<string, unknown>) => Envelope;
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
const session: StudioSessionResponse = {
  sessionId: 'session-1',
  mode: 'real',
  currency: 'BRL',
  balance: 100_000,
  game,
};

const NOW = Date.now();
const competition = { id: 'bra-a', sport: 'FOOTBALL', name: 'Brasileirão Série A', country: 'BR' } as const;
const team = (name: string) => ({ id: name.toLowerCase(), name, shortName: name.slice(0, 3).toUpperCase() });
const market = (key: string, selections: [string, number][]): SportsMarket => ({
  key,
  status: 'OPEN',
  selections: selections.map(([selection, oddsE3]) => ({ key: selection, oddsE3 })),
});
const result = market('1X2', [
  ['1', 1_450],
  ['X', 4_100],
  ['2', 7_400],
]);

const detail = (status: SportsEventDetail['status'] = 'LIVE'): SportsEventDetail => ({
  id: 'e1',
  sport: 'FOOTBALL',
  competition,
  home: team('Flamengo'),
  away: team('Palmeiras'),
  startsAt: NOW - 3_000_000,
  status,
  clock: status === 'LIVE' ? { minute: 67, period: 'SECOND_HALF' } : null,
  score: status === 'LIVE' ? { home: 1, away: 0 } : null,
  mainMarket: result,
  marketCount: 5,
  markets: [
    result,
    market('BTTS', [
      ['YES', 2_550],
      ['NO', 1_450],
    ]),
    market('OU:1.5', [
      ['OVER', 1_150],
      ['UNDER', 5_200],
    ]),
    market('OU:2.5', [
      ['OVER', 2_400],
      ['UNDER', 1_530],
    ]),
    // A market the builder does not take (an e-sports-style match winner).
    market('MW', [
      ['1', 1_900],
      ['2', 1_900],
    ]),
  ],
  incidents: [],
  stats: {
    corners: { home: 0, away: 0 },
    yellowCards: { home: 0, away: 0 },
    redCards: { home: 0, away: 0 },
  },
});

const lobbyOf =
  (event: SportsEventDetail): Handler =>
  () =>
    ok({
      serverTime: NOW,
      competitions: [competition],
      events: [{ ...event, markets: undefined }],
    });

const mockStudio = (handlers: Record<string, Handler>) => {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
    const handler = handlers[url];
    const envelope =
      url === '/studio/api/session'
        ? ok(session)
        : handler
          ? handler(body)
          : refused('service-unavailable', 'Serviço indisponível.');
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const bodiesOf = (fetchMock: ReturnType<typeof mockStudio>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);

/** The legs of a builder-quote body, as "market|selection". */
const legsOf = (body: Record<string, unknown>) =>
  (body.legs as { marketKey: string; selection: string }[]).map((leg) => `${leg.marketKey}|${leg.selection}`);

/** Prices builders by their legs; a list of refusals answers some combinations. */
const quoteBy =
  (prices: Record<string, number>, refusals: Record<string, Envelope> = {}): Handler =>
  (body) => {
    const key = legsOf(body).join(',');
    if (refusals[key]) return refusals[key];
    const oddsE3 = prices[key];
    return oddsE3 === undefined
      ? refused('sports-event-closed', 'Mercado fechado.')
      : ok({ eventId: body.eventId, oddsE3 });
  };

const openEvent = async (language = 'PT') => {
  render(
    <StudioApp
      query={readLaunchQuery(`?game=SB-0001&type=SPORTS&lang=${language}&mode=real&token=t1`)}
      wait={instant}
    />,
  );
  await screen.findByTestId('event-e1');
  fireEvent.click(screen.getAllByRole('button', { name: /Flamengo x Palmeiras$/u })[0]!);
  await screen.findByText(/Ambas marcam|Both teams to score|双方/u);
};

const pick = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

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
  vi.unstubAllGlobals();
});

// Each test renders the whole page and walks it from the lobby: more than the default 5 s when the
// machine is busy, though nothing here waits on time.
describe('bet builder on the event page', { timeout: 20_000 }, () => {
  it('switches the page into builder mode, prices the legs together and leaves the slip as it was', async () => {
    const event = detail();
    const fetchMock = mockStudio({
      '/studio/api/sportsbook/lobby': lobbyOf(event),
      '/studio/api/sportsbook/event': () => ok({ serverTime: NOW, event }),
      '/studio/api/sportsbook/builder-quote': quoteBy({ '1X2|1,BTTS|YES': 3_400 }),
    });
    await openEvent();
    // A selection on the normal slip first.
    pick(/^Palmeiras — Resultado final/u);
    expect(screen.getAllByTestId('slip-leg')).toHaveLength(1);

    const toggle = screen.getByRole('button', { name: 'Criar aposta' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Criar aposta' })).toBeTruthy();
    expect(screen.getByTestId('builder-empty').textContent).toContain(
      'Escolha 2 ou mais seleções deste jogo',
    );
    // The slip's pick is not the builder's; the market the builder does not take is greyed.
    expect(
      screen.getByRole('button', { name: /^Palmeiras — Resultado final/u }).getAttribute('aria-pressed'),
    ).toBe('false');
    const outside = screen.getByRole('button', {
      name: /^Flamengo — Vencedor da partida — .*Fora do Criar aposta/u,
    }) as HTMLButtonElement;
    expect(outside.disabled).toBe(true);

    pick(/^Flamengo — Resultado final/u);
    expect(screen.getAllByTestId('builder-leg')).toHaveLength(1);
    expect(screen.getByText('Escolha mais uma seleção para ver a odd.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/builder-quote')).toHaveLength(0);

    pick(/^Sim — Ambas marcam/u);
    // Asked at once; the slip says it is pricing until the answer comes.
    expect(screen.getByTestId('builder-quoting').textContent).toContain('Calculando a odd…');
    expect((screen.getByTestId('builder-place') as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByTestId('builder-odds')).toBeTruthy();
    expect(screen.getByTestId('builder-odds').textContent).toBe('3,40');
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/builder-quote')).toEqual([
      {
        sessionId: 'session-1',
        eventId: 'e1',
        legs: [
          { marketKey: '1X2', selection: '1' },
          { marketKey: 'BTTS', selection: 'YES' },
        ],
      },
    ]);
    const quick = within(screen.getByTestId('builder-slip'))
      .getAllByRole('button')
      .find((button) => plain(button.textContent) === 'R$ 10');
    fireEvent.click(quick!);
    expect(plain(screen.getByTestId('builder-return').textContent)).toBe('R$ 34,00');

    // Leaving builder mode: the slip is back with its own selection.
    fireEvent.click(toggle);
    expect(screen.getByRole('heading', { name: /^Boletim/u })).toBeTruthy();
    expect(screen.getAllByTestId('slip-leg')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: /^Palmeiras — Resultado final/u }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('names the leg the engine refuses, and prices again once it is taken out', async () => {
    const event = detail();
    const fetchMock = mockStudio({
      '/studio/api/sportsbook/lobby': lobbyOf(event),
      '/studio/api/sportsbook/event': () => ok({ serverTime: NOW, event }),
      '/studio/api/sportsbook/builder-quote': quoteBy(
        { 'OU:2.5|OVER,BTTS|YES': 3_100 },
        {
          'OU:2.5|OVER,OU:1.5|OVER': refused(
            'sports-builder-redundant',
            'Uma destas seleções já é decidida pelas outras: retire-a.',
            { legIndex: 1 },
          ),
          'OU:2.5|OVER,BTTS|YES,1X2|X': refused(
            'sports-builder-contradictory',
            'Estas seleções não podem ganhar todas juntas.',
          ),
        },
      ),
    });
    await openEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Criar aposta' }));
    pick(/^Mais de 2,5 — Total de gols 2,5/u);
    pick(/^Mais de 1,5 — Total de gols 1,5/u);
    const alert = await screen.findByTestId('builder-refused');
    expect(alert.textContent).toBe('Uma destas seleções já é decidida pelas outras: retire-a.');
    const [first, second] = screen.getAllByTestId('builder-leg');
    expect(first!.classList.contains('is-refused')).toBe(false);
    expect(second!.classList.contains('is-refused')).toBe(true);
    expect(within(second!).getByTestId('builder-leg-why').textContent).toBe(
      'Esta seleção já está incluída em outra',
    );
    expect((screen.getByTestId('builder-place') as HTMLButtonElement).disabled).toBe(true);
    // The page's odds mark it too.
    expect(
      screen
        .getByRole('button', { name: /^Mais de 1,5 — Total de gols 1,5/u })
        .classList.contains('is-refused'),
    ).toBe(true);

    fireEvent.click(within(second!).getByRole('button', { name: 'Remover Mais de 1,5' }));
    pick(/^Sim — Ambas marcam/u);
    expect((await screen.findByTestId('builder-odds')).textContent).toBe('3,10');

    // A contradiction names the selection just added.
    pick(/^Empate — Resultado final/u);
    await screen.findByTestId('builder-refused');
    const legs = screen.getAllByTestId('builder-leg');
    expect(legs.map((leg) => leg.classList.contains('is-refused'))).toEqual([false, false, true]);
    expect(within(legs[2]!).getByTestId('builder-leg-why').textContent).toBe(
      'Esta seleção contradiz as outras',
    );
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/builder-quote')).toHaveLength(3);
  });

  it('places the builder after the confirmation, asks again when its price moved, and shows it in my bets', async () => {
    const event = detail();
    const placed: SportsBet = {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      placedAt: NOW,
      shape: { kind: 'BUILDER', oddsE3: 3_300 },
      lines: 1,
      stakeMinor: 1_000,
      potentialReturnMinor: 3_300,
      status: 'OPEN',
      paidMinor: 0,
      cashOut: { available: true, valueMinor: 950 },
      autoCashOutMinor: null,
      legs: [
        {
          eventId: 'e1',
          eventName: 'Flamengo x Palmeiras',
          competitionName: 'Brasileirão Série A',
          startsAt: NOW - 3_000_000,
          marketKey: '1X2',
          selection: '1',
          oddsE3: 1_450,
          outcome: 'OPEN',
          score: { home: 1, away: 0 },
        },
        {
          eventId: 'e1',
          eventName: 'Flamengo x Palmeiras',
          competitionName: 'Brasileirão Série A',
          startsAt: NOW - 3_000_000,
          marketKey: 'BTTS',
          selection: 'YES',
          oddsE3: 2_550,
          outcome: 'OPEN',
          score: { home: 1, away: 0 },
        },
      ],
    };
    const placeAnswers = [
      refused('sports-odds-changed', 'As odds mudaram.', { oddsE3: 3_300 }),
      ok({ bet: placed, balance: 99_000 }),
    ];
    const fetchMock = mockStudio({
      '/studio/api/sportsbook/lobby': lobbyOf(event),
      '/studio/api/sportsbook/event': () => ok({ serverTime: NOW, event }),
      '/studio/api/sportsbook/builder-quote': quoteBy({ '1X2|1,BTTS|YES': 3_400 }),
      '/studio/api/sportsbook/builder-place': () => placeAnswers.shift()!,
      '/studio/api/sportsbook/bets': () => ok({ bets: [placed], balance: 99_000 }),
    });
    await openEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Criar aposta' }));
    pick(/^Flamengo — Resultado final/u);
    pick(/^Sim — Ambas marcam/u);
    await screen.findByTestId('builder-odds');
    fireEvent.change(screen.getByRole('textbox', { name: 'Valor' }), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('builder-place'));
    // Nothing is sent before the confirmation.
    const confirm = screen.getByTestId('slip-confirm');
    expect(plain(confirm.textContent)).toContain(
      'Criar aposta · 2 seleções · odd 3,40 · R$ 10,00 → R$ 34,00',
    );
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/builder-place')).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar aposta' }));
    expect(await screen.findByTestId('odds-changed')).toBeTruthy();
    expect(screen.getByTestId('builder-odds').textContent).toBe('3,30');
    expect(plain(screen.getByTestId('slip-confirm').textContent)).toContain('R$ 10,00 → R$ 33,00');

    fireEvent.click(
      within(screen.getByTestId('slip-confirm')).getByRole('button', { name: 'Confirmar aposta' }),
    );
    const done = await screen.findByTestId('slip-done');
    expect(done.textContent).toContain('Aposta feita!');
    expect(done.textContent).toContain('Criar aposta (2)');
    expect(plain(screen.getByTestId('balance').textContent)).toBe('R$ 990,00');
    const [first, second] = bodiesOf(fetchMock, '/studio/api/sportsbook/builder-place');
    expect(first).toEqual({
      sessionId: 'session-1',
      requestId: expect.any(String),
      eventId: 'e1',
      legs: [
        { marketKey: '1X2', selection: '1' },
        { marketKey: 'BTTS', selection: 'YES' },
      ],
      oddsE3: 3_400,
      stakeMinor: 1_000,
      oddsPolicy: 'HIGHER',
    });
    expect(second).toMatchObject({ oddsE3: 3_300, stakeMinor: 1_000 });
    expect(second!.requestId).not.toBe(first!.requestId);
    expect(bodiesOf(fetchMock, '/studio/api/sportsbook/place')).toHaveLength(0);

    fireEvent.click(within(done).getByRole('button', { name: 'Ver minhas apostas' }));
    const card = await screen.findByTestId(`bet-${placed.id}`);
    expect(card.textContent).toContain('Criar aposta (2)');
    expect(within(card).getByTestId('builder-bet-odds').textContent).toContain('3,30');
    expect(card.textContent).toContain('Flamengo');
    expect(card.textContent).toContain('Ambas marcam');
  });

  it('is not offered on a finished match, nor where the book prices no builder', async () => {
    const finished = { ...detail('FINISHED'), score: { home: 2, away: 1 }, markets: [] };
    mockStudio({
      '/studio/api/sportsbook/lobby': lobbyOf(detail()),
      '/studio/api/sportsbook/event': () => ok({ serverTime: NOW, event: finished }),
    });
    render(
      <StudioApp
        query={readLaunchQuery('?game=SB-0001&type=SPORTS&lang=PT&mode=real&token=t1')}
        wait={instant}
      />,
    );
    await screen.findByTestId('event-e1');
    fireEvent.click(screen.getAllByRole('button', { name: /Flamengo x Palmeiras$/u })[0]!);
    await screen.findByText('Encerrado');
    expect(screen.queryByTestId('builder-toggle')).toBeNull();
    cleanup();

    const event = detail();
    mockStudio({
      '/studio/api/sportsbook/lobby': lobbyOf(event),
      '/studio/api/sportsbook/event': () => ok({ serverTime: NOW, event }),
      '/studio/api/sportsbook/builder-quote': () =>
        refused('sports-selection-unknown', 'Seleção desconhecida.'),
    });
    await openEvent();
    fireEvent.click(screen.getByTestId('builder-toggle'));
    pick(/^Flamengo — Resultado final/u);
    pick(/^Sim — Ambas marcam/u);
    await waitFor(() => expect(screen.queryByTestId('builder-toggle')).toBeNull());
    expect(screen.getByRole('heading', { name: /^Boletim/u })).toBeTruthy();
  });

  it('speaks English and Chinese, and opens as a sheet on a phone', async () => {
    wide = false;
    const event = detail();
    mockStudio({
      '/studio/api/sportsbook/lobby': lobbyOf(event),
      '/studio/api/sportsbook/event': () => ok({ serverTime: NOW, event }),
      '/studio/api/sportsbook/builder-quote': quoteBy(
        {},
        {
          'OU:2.5|OVER,OU:1.5|OVER': refused('sports-builder-redundant', 'remove it', { legIndex: 1 }),
        },
      ),
    });
    await openEvent('EN');
    fireEvent.click(screen.getByRole('button', { name: 'Bet builder' }));
    pick(/^Over 2.5 — Total goals 2.5/u);
    pick(/^Over 1.5 — Total goals 1.5/u);
    fireEvent.click(screen.getByTestId('slip-bar'));
    const sheet = screen.getByRole('dialog', { name: 'Bet builder (2)' });
    expect((await within(sheet).findByTestId('builder-leg-why')).textContent).toBe(
      'This selection is already included in another',
    );
    cleanup();

    await openEvent('CN');
    fireEvent.click(screen.getByRole('button', { name: '自建投注' }));
    fireEvent.click(screen.getByTestId('slip-bar'));
    const empty = within(screen.getByRole('dialog', { name: '自建投注（0）' })).getByTestId('builder-empty');
    expect(empty.textContent).toContain('请选择本场比赛的 2 个或更多选项');
  });
});
