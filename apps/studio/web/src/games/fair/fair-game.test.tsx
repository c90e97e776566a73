import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, GAME_BALANCE_MESSAGE, type FairGameKind } from '@platform/contracts';
import { readLaunchQuery } from '../../query';
import { StudioApp } from '../../studio-app';
import { fairSession, HASH, minesRound, SERVER_SEED, seedsAt, settled } from './fair-fixtures';
import { type Envelope, ok, refused } from '../../test-envelopes';

const brl = (centavos: number) => formatMoney(centavos, 'PT');
const brlText = (centavos: number) => brl(centavos).replace(/\s/gu, ' ');
const instant = () => Promise.resolve();

/** A studio server: the session, then each path's queued answers in order. */
const mockServer = (input: { session: Envelope; answers?: Record<string, Envelope[]> }) => {
  const queues = new Map(Object.entries(input.answers ?? {}).map(([path, list]) => [path, [...list]]));
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const body =
      url === '/studio/api/session'
        ? input.session
        : (queues.get(url)?.shift() ?? refused('service-unavailable', 'Serviço indisponível.'));
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const bodiesOf = (fetchMock: ReturnType<typeof mockServer>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);

const openGame = async (
  kind: FairGameKind,
  answers: Record<string, Envelope[]> = {},
  mode: 'demo' | 'real' = 'demo',
) => {
  const fetchMock = mockServer({ session: ok(fairSession(kind, { mode })), answers });
  const search =
    mode === 'real'
      ? '?game=SG-0001&type=INHOUSE&lang=PT&mode=real&token=abc'
      : '?game=SG-0001&type=INHOUSE&lang=PT&mode=demo';
  render(<StudioApp query={readLaunchQuery(search)} wait={instant} />);
  const gate = await screen.findByRole('dialog', { name: 'Regras do jogo' });
  return { fetchMock, gate };
};

const acknowledge = (gate: HTMLElement) =>
  fireEvent.click(within(gate).getByRole('button', { name: 'Entendi, jogar' }));

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fair games: rules before the first bet', () => {
  it('shows RTP, house edge, limits and max payout, and keeps betting closed until acknowledged', async () => {
    const { gate } = await openGame('dice');
    expect(within(gate).getAllByText('99,00 %').length).toBeGreaterThan(0);
    expect(within(gate).getByText('Vantagem da casa')).toBeTruthy();
    expect(within(gate).getAllByText('1,00 %').length).toBeGreaterThan(0);
    expect(within(gate).getAllByText(brlText(10)).length).toBeGreaterThan(0);
    expect(within(gate).getAllByText(brlText(100_000)).length).toBeGreaterThan(0);
    expect(within(gate).getAllByText(brlText(10_000_000)).length).toBeGreaterThan(0);
    expect(screen.getByText('RTP 99,00 %')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Rolar' }) as HTMLButtonElement).disabled).toBe(true);

    acknowledge(gate);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The game's name in the page's language, its code after it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dados Jogo SG-0003');
    expect((screen.getByRole('button', { name: 'Rolar' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Regras do jogo' }));
    const again = await screen.findByRole('dialog', { name: 'Regras do jogo' });
    expect(within(again).getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });
});

describe('Dice', () => {
  it('rolls with the chosen direction and target, then shows the roll, the win and the balance', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { fetchMock, gate } = await openGame('dice', {
      '/studio/api/fair/dice/roll': [
        ok({ ...settled({ bet: 200, multiplierE4: 39_603, win: 792, balance: 100_592 }), roll: 1_234 }),
      ],
    });
    acknowledge(gate);
    fireEvent.click(screen.getByRole('button', { name: 'Dobrar a aposta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abaixo' }));
    fireEvent.change(screen.getByLabelText('Rolar abaixo de'), { target: { value: '25' } });
    // floor(9900 × 10001 / 2500) = 39603: the multiplier the server pays, shown before the bet.
    expect(screen.getByTestId('bet-multiplier').textContent).toBe('3,9603×');
    expect(screen.getByTestId('win-chance').textContent).toBe('25,00 %');
    expect(screen.getByTestId('bet-payout').textContent).toBe(brl(792));

    fireEvent.click(screen.getByRole('button', { name: 'Rolar' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(100_592)));
    expect(bodiesOf(fetchMock, '/studio/api/fair/dice/roll')).toEqual([
      { sessionId: 'session-1', bet: 200, direction: 'under', target: 2_500 },
    ]);
    expect(screen.getByTestId('dice-result').textContent).toBe('12,34');
    expect(screen.getByText(`Saiu 12,34 — Você ganhou ${brlText(792)}`)).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Últimas rodadas' });
    expect(within(history).getByText('12,34')).toBeTruthy();
    expect(within(history).getByText(brlText(792))).toBeTruthy();
    // Demo credits are the studio's own: the site's wallet did not move (no bare message), but
    // the site hears the demo credits, from the opening figure to the one after the roll.
    expect(postMessage).not.toHaveBeenCalledWith({ type: GAME_BALANCE_MESSAGE }, '*');
    // The message goes from an effect after the render, so it may trail the balance on screen.
    await waitFor(() =>
      expect(postMessage).toHaveBeenLastCalledWith({ type: GAME_BALANCE_MESSAGE, demoBalance: 100_592 }, '*'),
    );
  });

  it('keeps the win chance when the direction flips (over 50,50 ↔ under 49,50)', async () => {
    const { gate } = await openGame('dice');
    acknowledge(gate);
    fireEvent.change(screen.getByLabelText('Rolar acima de'), { target: { value: '50,50' } });
    expect(screen.getByTestId('bet-multiplier').textContent).toBe('2,0002×');
    fireEvent.click(screen.getByRole('button', { name: 'Abaixo' }));
    expect((screen.getByLabelText('Rolar abaixo de') as HTMLInputElement).value).toBe('49,50');
    expect(screen.getByTestId('bet-multiplier').textContent).toBe('2,0002×');
  });

  it('shows the server’s refusal by the controls and the balance it reports', async () => {
    const { gate } = await openGame('dice', {
      '/studio/api/fair/dice/roll': [
        refused('insufficient-funds', 'Saldo insuficiente para esta operação.', { balance: 50 }),
      ],
    });
    acknowledge(gate);
    fireEvent.click(screen.getByRole('button', { name: 'Rolar' }));
    expect(await screen.findByText('Saldo insuficiente para esta operação.')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe(brl(50));
    expect(screen.getByText('Saldo insuficiente para esta aposta.')).toBeTruthy();
  });

  it('says a bet out of the limits under the field and does not send it', async () => {
    const { fetchMock, gate } = await openGame('dice');
    acknowledge(gate);
    const field = screen.getByLabelText('Aposta');
    fireEvent.change(field, { target: { value: '5000' } });
    fireEvent.blur(field);
    expect(screen.getByText(`Digite uma aposta de ${brlText(10)} a ${brlText(100_000)}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rolar' }));
    expect(bodiesOf(fetchMock, '/studio/api/fair/dice/roll')).toHaveLength(0);
  });

  it('lets a long shot go, telling that a win is paid at most the maximum payout', async () => {
    const { fetchMock, gate } = await openGame('dice', {
      '/studio/api/fair/dice/roll': [
        ok({
          ...settled({ bet: 2_000, multiplierE4: 99_009_900, win: 0, balance: 98_000 }),
          roll: 42,
        }),
      ],
    });
    acknowledge(gate);
    fireEvent.change(screen.getByLabelText('Rolar acima de'), { target: { value: '99,99' } });
    fireEvent.change(screen.getByLabelText('Aposta'), { target: { value: '20' } });
    // One winning roll pays 9,900.99×: R$ 20,00 would win R$ 198.019,80, paid as R$ 100.000,00.
    expect(screen.getByTestId('bet-multiplier').textContent).toBe('9.900,99×');
    expect(screen.getByTestId('bet-payout').textContent).toContain(brl(10_000_000));
    expect(
      screen.getByText(
        `Esta aposta pode ganhar mais que o pagamento máximo: o ganho será de no máximo ${brlText(10_000_000)}.`,
      ),
    ).toBeTruthy();
    const roll = screen.getByRole('button', { name: 'Rolar' }) as HTMLButtonElement;
    expect(roll.disabled).toBe(false);
    fireEvent.click(roll);
    await waitFor(() => expect(bodiesOf(fetchMock, '/studio/api/fair/dice/roll')).toHaveLength(1));
  });

  it('replaces the game with the error screen when the session has expired', async () => {
    const { gate } = await openGame('dice', {
      '/studio/api/fair/dice/roll': [refused('invalid-token', 'Sessão expirada. Abra o jogo de novo.')],
    });
    acknowledge(gate);
    fireEvent.click(screen.getByRole('button', { name: 'Rolar' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível abrir o jogo')).toBeTruthy();
    expect(within(alert).getByText('Sessão expirada. Abra o jogo de novo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rolar' })).toBeNull();
  });

  it('plays the chosen number of automatic bets', async () => {
    const rolls = Array.from({ length: 12 }, (_, i) =>
      ok({
        ...settled({ bet: 100, multiplierE4: 20_002, win: 0, balance: 100_000 - (i + 1) * 100, nonce: i }),
        roll: 10,
      }),
    );
    const { fetchMock, gate } = await openGame('dice', { '/studio/api/fair/dice/roll': rolls });
    acknowledge(gate);
    fireEvent.click(screen.getByRole('button', { name: 'Automático' }));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar 10 apostas' }));
    expect(await screen.findByText('Apostas automáticas concluídas.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/studio/api/fair/dice/roll')).toHaveLength(10);
    expect(screen.getByTestId('balance').textContent).toBe(brl(99_000));
  });
});

describe('Mines', () => {
  it('starts, picks a tile, cashes out and reveals the mines', async () => {
    const { fetchMock, gate } = await openGame('mines', {
      '/studio/api/fair/mines/active': [ok({ game: null, balance: 100_000 })],
      '/studio/api/fair/mines/start': [ok({ game: minesRound(), balance: 99_900 })],
      '/studio/api/fair/mines/pick': [
        ok({
          game: minesRound({ picks: [12], multiplierE4: 11_385, nextMultiplierE4: 13_092 }),
          balance: 99_900,
        }),
      ],
      '/studio/api/fair/mines/cashout': [
        ok({
          game: minesRound({
            picks: [12],
            multiplierE4: 11_385,
            nextMultiplierE4: 0,
            status: 'won',
            mineTiles: [3, 4, 9],
            win: 113,
          }),
          balance: 100_013,
        }),
      ],
    });
    acknowledge(gate);
    await waitFor(() => expect(bodiesOf(fetchMock, '/studio/api/fair/mines/active')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Minas'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    // The stake leaves the balance as the bet is sent: wait until the game is in play.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Casa 13, fechada' }).getAttribute('aria-disabled')).toBe(
        'false',
      ),
    );
    expect(screen.getByTestId('balance').textContent).toBe(brl(99_900));
    expect(bodiesOf(fetchMock, '/studio/api/fair/mines/start')).toEqual([
      { sessionId: 'session-1', bet: 100, mines: 3 },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Casa 13, fechada' }));
    expect(await screen.findByRole('button', { name: 'Casa 13, diamante' })).toBeTruthy();
    expect(bodiesOf(fetchMock, '/studio/api/fair/mines/pick')).toEqual([
      { sessionId: 'session-1', roundId: 'mines-1', tile: 12 },
    ]);
    expect(screen.getByTestId('mines-current').textContent).toContain('1,1385×');
    expect(screen.getByTestId('mines-next').textContent).toContain('1,3092×');

    fireEvent.click(screen.getByRole('button', { name: `Retirar ${brl(113)}` }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(100_013)));
    expect(bodiesOf(fetchMock, '/studio/api/fair/mines/cashout')).toEqual([
      { sessionId: 'session-1', roundId: 'mines-1' },
    ]);
    expect(screen.getAllByRole('button', { name: /, mina$/u })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Casa 4, mina' })).toBeTruthy();
    expect(screen.getByText(`Você retirou ${brlText(113)} (1,1385×).`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Começar' })).toBeTruthy();
  });

  it('resumes a game left in play', async () => {
    const { fetchMock, gate } = await openGame('mines', {
      '/studio/api/fair/mines/active': [
        ok({
          game: minesRound({
            bet: 500,
            mines: 5,
            picks: [0, 6],
            multiplierE4: 14_850,
            nextMultiplierE4: 18_562,
          }),
          balance: 99_500,
        }),
      ],
      '/studio/api/fair/mines/pick': [
        ok({
          game: minesRound({
            bet: 500,
            mines: 5,
            picks: [0, 6, 7],
            multiplierE4: 0,
            nextMultiplierE4: 0,
            status: 'lost',
            mineTiles: [1, 7, 10, 20, 24],
          }),
          balance: 99_500,
        }),
      ],
    });
    acknowledge(gate);
    expect(await screen.findByText('Rodada em andamento retomada.')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe(brl(99_500));
    expect(screen.getByRole('button', { name: 'Casa 1, diamante' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Casa 7, diamante' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Retirar ${brl(742)}` })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Casa 8, fechada' }));
    expect(await screen.findByText('Mina! A aposta foi perdida.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/studio/api/fair/mines/pick')).toEqual([
      { sessionId: 'session-1', roundId: 'mines-1', tile: 7 },
    ]);
    expect(screen.getByRole('button', { name: 'Casa 8, mina' }).className).toContain('is-mine-hit');
  });
});

describe('Plinko, Double and Limbo', () => {
  it('drops a Plinko ball along the server’s path into its slot', async () => {
    const path = [0, 0, 0, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0];
    const { fetchMock, gate } = await openGame('plinko', {
      '/studio/api/fair/plinko/drop': [
        ok({ ...settled({ bet: 100, multiplierE4: 5_500, win: 55, balance: 99_955 }), path, slot: 7 }),
      ],
    });
    acknowledge(gate);
    expect(screen.getByRole('img', { name: 'Tabuleiro do Plinko com 16 linhas' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Soltar bola' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(99_955)));
    expect(bodiesOf(fetchMock, '/studio/api/fair/plinko/drop')).toEqual([
      { sessionId: 'session-1', bet: 100, rows: 16, risk: 'medium' },
    ]);
    expect(screen.getByText(`Casa 7: 0,55× — Você ganhou ${brlText(55)}`)).toBeTruthy();
  });

  it('spins Double on the chosen colour and lists the result', async () => {
    const { fetchMock, gate } = await openGame('double', {
      '/studio/api/fair/double/spin': [
        ok({
          ...settled({ bet: 100, multiplierE4: 140_000, win: 1_400, balance: 101_300 }),
          slot: 0,
          colour: 'white',
        }),
      ],
    });
    acknowledge(gate);
    fireEvent.click(screen.getByRole('button', { name: /Branco/u }));
    expect(screen.getByTestId('bet-payout').textContent).toBe(brl(1_400));
    fireEvent.click(screen.getByRole('button', { name: 'Girar' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(101_300)));
    expect(bodiesOf(fetchMock, '/studio/api/fair/double/spin')).toEqual([
      { sessionId: 'session-1', bet: 100, colour: 'white' },
    ]);
    expect(screen.getByText(`Branco 0 — Você ganhou ${brlText(1_400)}`)).toBeTruthy();
  });

  it('plays Limbo at the typed target and shows the result', async () => {
    const { fetchMock, gate } = await openGame('limbo', {
      '/studio/api/fair/limbo/play': [
        ok({ ...settled({ bet: 100, multiplierE4: 30_000, win: 0, balance: 99_900 }), result: 142 }),
      ],
    });
    acknowledge(gate);
    fireEvent.change(screen.getByLabelText('Multiplicador alvo'), { target: { value: '3' } });
    expect(screen.getByTestId('win-chance').textContent).toBe('33,00 %');
    fireEvent.click(screen.getByRole('button', { name: 'Apostar' }));
    // The stake leaves the balance at once; the result comes with the server's answer.
    expect(await screen.findByText('Resultado 1,42× — Não foi desta vez')).toBeTruthy();
    expect(screen.getByTestId('limbo-result').textContent).toBe('1,42×');
    expect(screen.getByTestId('balance').textContent).toBe(brl(99_900));
    expect(bodiesOf(fetchMock, '/studio/api/fair/limbo/play')).toEqual([
      { sessionId: 'session-1', bet: 100, target: 300 },
    ]);
  });
});

describe('fairness panel', () => {
  it('shows the active pair, rotates with a new client seed and links the revealed seed to the verify page', async () => {
    const { fetchMock, gate } = await openGame('dice', {
      '/studio/api/fair/seeds': [ok({ active: seedsAt(3), revealed: [] })],
      '/studio/api/fair/rotate': [
        ok({
          revealed: {
            serverSeed: SERVER_SEED,
            serverSeedHash: HASH,
            clientSeed: 'player-seed-42',
            betsPlayed: 3,
          },
          active: { serverSeedHash: 'f'.repeat(64), clientSeed: 'my-seed', nonce: 0 },
        }),
      ],
    });
    acknowledge(gate);
    fireEvent.click(screen.getByRole('button', { name: 'Jogo justo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jogo comprovadamente justo' });
    expect(await within(dialog).findByText(HASH)).toBeTruthy();
    expect(within(dialog).getByTestId('active-nonce').textContent).toBe('3');

    const seed = within(dialog).getByLabelText('Sua semente');
    fireEvent.change(seed, { target: { value: 'bad seed!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trocar sementes' }));
    expect(
      within(dialog).getByText('Use de 1 a 64 letras sem acento, números, hífen (-) ou sublinhado (_).'),
    ).toBeTruthy();
    expect(bodiesOf(fetchMock, '/studio/api/fair/rotate')).toHaveLength(0);

    fireEvent.change(seed, { target: { value: 'my-seed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trocar sementes' }));
    expect(await within(dialog).findByTestId('revealed-seed')).toBeTruthy();
    expect(within(dialog).getByTestId('revealed-seed').textContent).toBe(SERVER_SEED);
    expect(bodiesOf(fetchMock, '/studio/api/fair/rotate')).toEqual([
      { sessionId: 'session-1', clientSeed: 'my-seed' },
    ]);
    expect(within(dialog).getByTestId('active-nonce').textContent).toBe('0');
    expect(within(dialog).getByText('3 apostas (nonce 0 a 2)')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Verificar' });
    const href = new URL(link.getAttribute('href')!, 'https://studio.test');
    expect(href.pathname).toBe('/studio/verify');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      lang: 'PT',
      kind: 'dice',
      serverSeed: SERVER_SEED,
      clientSeed: 'player-seed-42',
      nonce: '0',
    });
  });

  it('shows the server’s refusal to rotate while a Mines game is in play', async () => {
    await openGame('mines', {
      '/studio/api/fair/mines/active': [ok({ game: minesRound({ picks: [1] }), balance: 99_900 })],
      '/studio/api/fair/seeds': [ok({ active: seedsAt(1), revealed: [] })],
      '/studio/api/fair/rotate': [
        refused('round-in-progress', 'Termine a rodada em andamento antes de trocar as sementes.'),
      ],
    }).then(({ gate }) => acknowledge(gate));
    fireEvent.click(screen.getByRole('button', { name: 'Jogo justo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jogo comprovadamente justo' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Trocar sementes' }));
    expect(
      await within(dialog).findByText('Termine a rodada em andamento antes de trocar as sementes.'),
    ).toBeTruthy();
  });

  it('tells the framing site after a real-money bet and links the round to its stored record', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { gate } = await openGame(
      'dice',
      {
        '/studio/api/fair/dice/roll': [
          ok({
            ...settled({ bet: 100, multiplierE4: 20_002, win: 200, balance: 100_100, nonce: 4 }),
            roll: 8_000,
          }),
        ],
      },
      'real',
    );
    acknowledge(gate);
    fireEvent.click(screen.getByRole('button', { name: 'Rolar' }));
    const history = screen.getByRole('region', { name: 'Últimas rodadas' });
    const link = await within(history).findByRole('link', { name: /Verificar a rodada/u });
    expect(link.getAttribute('href')).toBe('/studio/verify?lang=PT&round=round-4');
    expect(postMessage).toHaveBeenCalledWith({ type: GAME_BALANCE_MESSAGE }, '*');
    // Real money: the site reads its own wallet, never a figure from the game.
    expect(postMessage.mock.calls.some(([message]) => 'demoBalance' in (message as object))).toBe(false);
  });
});
