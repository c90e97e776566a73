import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatMoney,
  type CrashGameInfo,
  type CrashSocketMessage,
  type StudioSessionResponse,
} from '@platform/contracts';
import { readLaunchQuery } from '../../query';
import { StudioApp } from '../../studio-app';
import { applyMessage, initialFeed } from './crash-state';
import { reconnectDelay } from './use-crash-feed';
import { type Envelope, ok, refused } from '../../test-envelopes';

const brl = (centavos: number) => formatMoney(centavos, 'PT');
const brlText = (centavos: number) => brl(centavos).replace(/\s/gu, ' ');
const instant = () => Promise.resolve();

const TERMINAL = 'a'.repeat(64);
const SALT = 'b'.repeat(64);
const HASH = 'c'.repeat(64);

const crashGame: CrashGameInfo = {
  kind: 'crash',
  gameCode: 'SG-0001',
  names: { PT: 'Crash', EN: 'Crash', CN: '爆点' },
  edgeBp: 100,
  rtp: 0.99,
  minBet: 10,
  maxBet: 100_000,
  maxPayout: 10_000_000,
  chain: { terminalHash: TERMINAL, salt: SALT, length: 100_000 },
  bettingMs: 6_000,
  pauseMs: 3_000,
  growthPerMs: 0.00006,
};

const session = (mode: 'demo' | 'real' = 'demo'): StudioSessionResponse => ({
  sessionId: 'session-1',
  mode,
  currency: 'BRL',
  balance: 200_000,
  game: crashGame,
});

/** The browser's WebSocket, played by the test: it opens, pushes messages and drops on demand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  close() {
    this.closed = true;
  }

  open() {
    act(() => this.onopen?.());
  }

  push(message: CrashSocketMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }

  drop() {
    act(() => this.onclose?.());
  }
}

const lastSocket = () => FakeSocket.all.at(-1)!;

/** A fetch answering the session, then each call of a path with its queued envelopes. */
const mockStudio = (replies: Record<string, Envelope[]>, start = session()) => {
  const queues = Object.fromEntries(Object.entries(replies).map(([path, list]) => [path, [...list]]));
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const body =
      url === '/studio/api/session'
        ? ok(start)
        : (queues[url]?.shift() ?? refused('service-unavailable', 'Serviço indisponível.'));
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const bodiesOf = (fetchMock: ReturnType<typeof mockStudio>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(init!.body as string));

const snapshot = (
  over: Partial<Extract<CrashSocketMessage, { type: 'snapshot' }>> = {},
): CrashSocketMessage => ({
  type: 'snapshot',
  round: 7,
  serverTime: Date.now(),
  phase: 'betting',
  bettingEndsAt: Date.now() + 5_000,
  startedAt: null,
  crashPoint: null,
  hash: null,
  bets: [],
  history: [
    { round: 6, crashPoint: 235, hash: HASH },
    { round: 5, crashPoint: 120, hash: 'd'.repeat(64) },
    { round: 4, crashPoint: 1_450, hash: 'e'.repeat(64) },
  ],
  chain: crashGame.chain,
  ...over,
});

/** Opens the page, closes the rules and lets the socket deliver a round taking bets. */
const openRound = async (search = '?game=SG-0001&type=INHOUSE&lang=PT&mode=demo') => {
  render(<StudioApp query={readLaunchQuery(search)} wait={instant} />);
  const rules = await screen.findByRole('dialog');
  await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
  lastSocket().open();
  lastSocket().push(snapshot());
  return rules;
};
const mainButton = () => screen.getByTestId('crash-action') as HTMLButtonElement;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('crash page', () => {
  it('shows the rules, RTP, edge, max payout, terminal hash and salt before the first bet', async () => {
    mockStudio({});
    const rules = await openRound();
    expect(within(rules).getByRole('heading', { name: 'Regras do Crash' })).toBeTruthy();
    expect(within(rules).getByText('99,00 %')).toBeTruthy();
    expect(within(rules).getByText('1,00 %')).toBeTruthy();
    expect(within(rules).getByText(brlText(10_000_000))).toBeTruthy();
    expect(within(rules).getByText(TERMINAL)).toBeTruthy();
    expect(within(rules).getByText(SALT)).toBeTruthy();
    expect(within(rules).getByText(/cerca de 1,98 % das rodadas/u)).toBeTruthy();
    expect(mainButton().disabled).toBe(true);
    expect(mainButton().textContent).toBe('Leia as regras para jogar');
    expect(lastSocket().url).toMatch(/\/studio\/ws\/crash$/u);

    fireEvent.click(within(rules).getByRole('button', { name: 'Entendi, jogar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crash Jogo SG-0001');
    await waitFor(() => expect(mainButton().textContent).toBe('Apostar'));
    expect(mainButton().disabled).toBe(false);
    expect(screen.getByText('RTP 99,00 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Regras e verificação' }));
    expect(await screen.findByRole('dialog', { name: 'Regras do Crash' })).toBeTruthy();
  });

  it('bets, shows the bet in the round, and cashes out by button at the server’s answer', async () => {
    const fetchMock = mockStudio({
      '/studio/api/crash/bet': [
        ok({ round: 7, bet: 500, autoCashOut: null, player: 'abcd1234', balance: 199_500 }),
      ],
      '/studio/api/crash/cashout': [ok({ round: 7, cashOut: 112, win: 560, balance: 200_060 })],
    });
    const rules = await openRound();
    fireEvent.click(within(rules).getByRole('button', { name: 'Entendi, jogar' }));
    fireEvent.change(screen.getByLabelText('Valor da aposta em reais'), { target: { value: '2,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dobrar a aposta' }));
    expect((screen.getByLabelText('Valor da aposta em reais') as HTMLInputElement).value).toBe('5,00');
    await waitFor(() => expect(mainButton().disabled).toBe(false));
    fireEvent.click(mainButton());

    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(199_500)));
    expect(bodiesOf(fetchMock, '/studio/api/crash/bet')).toEqual([
      { sessionId: 'session-1', bet: 500, autoCashOut: null },
    ]);
    expect(mainButton().textContent).toBe('Aposta feita — aguarde a decolagem');
    expect(mainButton().disabled).toBe(true);
    lastSocket().push({
      type: 'bet',
      round: 7,
      serverTime: Date.now(),
      bet: { player: 'abcd1234', demo: true, bet: 500, cashOut: null, win: null },
    });
    const players = screen.getByRole('region', { name: /Jogadores da rodada/u });
    await waitFor(() => expect(within(players).getByText('você')).toBeTruthy());

    lastSocket().push({ type: 'flying', round: 7, serverTime: Date.now(), startedAt: Date.now() - 2_000 });
    await waitFor(() => expect(mainButton().textContent).toMatch(/^Retirar R\$/u));
    expect(screen.getByTestId('crash-multiplier').textContent).toMatch(/^1,1\d×$/u);
    fireEvent.click(mainButton());
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(200_060)));
    expect(bodiesOf(fetchMock, '/studio/api/crash/cashout')).toEqual([{ sessionId: 'session-1' }]);
    expect(screen.getByTestId('crash-outcome').textContent).toBe(`Você retirou ${brl(560)} em 1,12×`);
    expect(mainButton().disabled).toBe(true);
  });

  it('bets with Space and an auto cash-out, and takes the balance from the server when it cashes out by itself', async () => {
    const fetchMock = mockStudio({
      '/studio/api/crash/bet': [
        ok({ round: 7, bet: 100, autoCashOut: 150, player: 'ffff0000', balance: 199_900 }),
      ],
      '/studio/api/crash/state': [
        ok({
          balance: 200_050,
          bet: { round: 7, bet: 100, autoCashOut: 150, player: 'ffff0000', cashOut: 150, win: 150 },
        }),
      ],
    });
    const rules = await openRound();
    fireEvent.click(within(rules).getByRole('button', { name: 'Entendi, jogar' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Retirada automática' }));
    fireEvent.change(screen.getByLabelText('Retirar em (×)'), { target: { value: '1,5' } });
    await waitFor(() => expect(mainButton().disabled).toBe(false));
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(199_900)));
    expect(bodiesOf(fetchMock, '/studio/api/crash/bet')).toEqual([
      { sessionId: 'session-1', bet: 100, autoCashOut: 150 },
    ]);

    lastSocket().push({ type: 'flying', round: 7, serverTime: Date.now(), startedAt: Date.now() });
    lastSocket().push({
      type: 'bet',
      round: 7,
      serverTime: Date.now(),
      bet: { player: 'ffff0000', demo: true, bet: 100, cashOut: null, win: null },
    });
    lastSocket().push({
      type: 'cashout',
      round: 7,
      serverTime: Date.now(),
      player: 'ffff0000',
      cashOut: 150,
      win: 150,
    });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(200_050)));
    expect(screen.getByTestId('crash-outcome').textContent).toBe(`Você retirou ${brl(150)} em 1,50×`);
  });

  it('says why a bet was refused and keeps the balance', async () => {
    mockStudio({
      '/studio/api/crash/bet': [refused('betting-closed', 'As apostas desta rodada estão encerradas.')],
    });
    const rules = await openRound();
    fireEvent.click(within(rules).getByRole('button', { name: 'Entendi, jogar' }));
    await waitFor(() => expect(mainButton().disabled).toBe(false));
    fireEvent.click(mainButton());
    expect((await screen.findByRole('alert')).textContent).toBe('As apostas desta rodada estão encerradas.');
    expect(screen.getByTestId('balance').textContent).toBe(brl(200_000));
    // A bet outside the limits is said under the field and never sent.
    fireEvent.change(screen.getByLabelText('Valor da aposta em reais'), { target: { value: '0,05' } });
    expect(screen.getByText(`A aposta vai de ${brlText(10)} a ${brlText(100_000)}.`)).toBeTruthy();
    expect(mainButton().disabled).toBe(true);
  });

  it('shows the lost bet at the crash and the crash points with their hashes', async () => {
    mockStudio({
      '/studio/api/crash/bet': [
        ok({ round: 7, bet: 100, autoCashOut: null, player: 'ab12ab12', balance: 199_900 }),
      ],
    });
    const rules = await openRound();
    fireEvent.click(within(rules).getByRole('button', { name: 'Entendi, jogar' }));
    const chip = screen.getByRole('button', { name: 'Rodada 6: 2,35×' });
    expect(chip.className).toContain('is-mid');
    expect(screen.getByRole('button', { name: 'Rodada 5: 1,20×' }).className).toContain('is-low');
    expect(screen.getByRole('button', { name: 'Rodada 4: 14,50×' }).className).toContain('is-high');
    fireEvent.click(chip);
    expect(screen.getByText(HASH)).toBeTruthy();

    await waitFor(() => expect(mainButton().disabled).toBe(false));
    fireEvent.click(mainButton());
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(199_900)));
    lastSocket().push({ type: 'flying', round: 7, serverTime: Date.now(), startedAt: Date.now() });
    lastSocket().push({
      type: 'crash',
      round: 7,
      serverTime: Date.now(),
      crashPoint: 100,
      hash: 'f'.repeat(64),
    });
    await waitFor(() =>
      expect(screen.getByTestId('crash-outcome').textContent).toBe('Crash em 1,00×: aposta perdida'),
    );
    expect(screen.getByText('Crash em 1,00×')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rodada 7: 1,00×' })).toBeTruthy();
    expect(mainButton().textContent).toBe('Aguarde a próxima rodada');
  });

  it('asks the server how a bet ended when its answer came after the round had left the feed', async () => {
    const fetchMock = mockStudio({
      '/studio/api/crash/bet': [
        ok({ round: 7, bet: 100, autoCashOut: 110, player: 'cd34cd34', balance: 199_900 }),
      ],
      '/studio/api/crash/state': [
        ok({
          balance: 200_010,
          bet: { round: 7, bet: 100, autoCashOut: 110, player: 'cd34cd34', cashOut: 110, win: 110 },
        }),
      ],
    });
    const rules = await openRound();
    fireEvent.click(within(rules).getByRole('button', { name: 'Entendi, jogar' }));
    await waitFor(() => expect(mainButton().disabled).toBe(false));
    fireEvent.click(mainButton());
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(199_900)));
    // Round 7 flew and crashed while the answer was on its way: the feed is on round 8.
    lastSocket().push(snapshot({ round: 8 }));
    await waitFor(() =>
      expect(screen.getByTestId('crash-outcome').textContent).toBe(`Você retirou ${brl(110)} em 1,10×`),
    );
    expect(screen.getByTestId('balance').textContent).toBe(brl(200_010));
    expect(bodiesOf(fetchMock, '/studio/api/crash/state')).toEqual([{ sessionId: 'session-1' }]);
    // The next round takes bets, and a new bet replaces the last outcome.
    expect(mainButton().textContent).toBe('Apostar');
  });

  it('shows the reconnecting state when the socket drops and opens it again', async () => {
    mockStudio({});
    const rules = await openRound();
    fireEvent.click(within(rules).getByRole('button', { name: 'Entendi, jogar' }));
    lastSocket().drop();
    expect(screen.getByRole('alert').textContent).toBe('Conexão perdida. Reconectando…');
    expect(mainButton().textContent).toBe('Reconectando…');
    expect(mainButton().disabled).toBe(true);
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 2_000 });
    lastSocket().open();
    lastSocket().push(snapshot({ round: 8 }));
    await waitFor(() => expect(mainButton().textContent).toBe('Apostar'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English', async () => {
    mockStudio({}, { ...session('real') });
    const rules = await openRound('?game=SG-0001&type=INHOUSE&lang=EN&mode=real&token=t1');
    expect(within(rules).getByRole('heading', { name: 'Crash rules' })).toBeTruthy();
    fireEvent.click(within(rules).getByRole('button', { name: 'Got it, play' }));
    await waitFor(() => expect(mainButton().textContent).toBe('Bet'));
    expect(screen.queryByText('Demo')).toBeNull();
  });
});

describe('crash feed', () => {
  it('waits longer after each failed reconnection, up to 10 s', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => reconnectDelay(attempt, () => 0.5))).toEqual([
      500, 1_000, 2_000, 4_000, 10_000,
    ]);
  });

  it('keeps the last 20 crash points, newest first, and marks bets still in the air as lost', () => {
    let state = applyMessage(initialFeed, snapshot({ history: [] }), 0);
    for (let round = 7; round < 30; round += 1) {
      state = applyMessage(
        state,
        { type: 'betting', round, serverTime: 0, bettingEndsAt: 1, chain: crashGame.chain },
        0,
      );
      state = applyMessage(
        state,
        {
          type: 'bet',
          round,
          serverTime: 0,
          bet: { player: 'p', demo: false, bet: 10, cashOut: null, win: null },
        },
        0,
      );
      state = applyMessage(
        state,
        {
          type: 'crash',
          round,
          serverTime: 10,
          crashPoint: 100 + round,
          hash: round.toString(16).padStart(64, '0'),
        },
        4,
      );
    }
    expect(state.history).toHaveLength(20);
    expect(state.history[0]).toMatchObject({ round: 29, crashPoint: 129 });
    expect(state.round).toMatchObject({ phase: 'crashed', bets: [{ player: 'p', win: 0 }] });
    expect(state.offset).toBe(6);
  });
});
