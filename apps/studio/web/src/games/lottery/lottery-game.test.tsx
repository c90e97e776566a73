import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LotteryGameInfo,
  LotteryOpenDraw,
  LotteryTicket,
  StudioSessionResponse,
} from '@platform/contracts';
import { announceBalanceChange } from '../../frame-messages';
import { readLaunchQuery } from '../../query';
import { StudioApp } from '../../studio-app';
import { computeDrawResult } from './lottery-verify-compute';
import { type Envelope, ok, refused, plain } from '../../test-envelopes';

vi.mock('../../frame-messages', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  announceBalanceChange: vi.fn(),
}));

const instant = () => Promise.resolve();

const NOW = Date.now();
const HASH = 'ab'.repeat(32);

const VN_ODDS = {
  LO_2: 3_600,
  LO_3: 42_000,
  LO_4: 480_000,
  DE: 98_000,
  BA_CANG: 980_000,
  XIEN_2: 17_000,
  XIEN_3: 77_000,
  XIEN_4: 350_000,
  DAU: 9_800,
  DUOI: 9_800,
};

const vnGame: LotteryGameInfo = {
  kind: 'lottery',
  gameCode: 'SGL-0001',
  names: { PT: 'Loteria do Norte do Vietnã', EN: 'Vietnam North Lottery', CN: '越南北部彩票' },
  game: { product: 'VN', region: 'NORTH' },
  rtp: 0.98,
  closeSecondsBefore: 900,
  minStakeMinor: 100,
  maxStakeMinor: 1_000_000,
  liabilityLimitMinor: 50_000_000,
  maxLines: 1_000,
  prices: { product: 'VN', odds: VN_ODDS },
};

const diceGame: LotteryGameInfo = {
  ...vnGame,
  gameCode: 'SGL-0008',
  names: { PT: 'Três Dados Rápidos 1 min', EN: 'Fast 3 Dice 1 min', CN: '快三 1 分钟' },
  game: { product: 'ELOTT', game: 'FAST_3', periodMinutes: 1 },
  closeSecondsBefore: 10,
  maxLines: 1,
  prices: {
    product: 'ELOTT',
    odds: {
      sumSide: { BIG: 2_016, SMALL: 2_016, ODD: 1_960, EVEN: 1_960 },
      sumValue: Object.fromEntries(Array.from({ length: 16 }, (_, index) => [String(index + 3), 10_000])),
      positionSide: { BIG: 1_960, SMALL: 1_960, ODD: 1_960, EVEN: 1_960 },
      positionValue: 5_880,
    },
  },
};

const session = (
  game: LotteryGameInfo,
  launch: StudioSessionResponse['lotteryLaunch'] = {
    prizeMode: 'LOTT',
    view: 'lobby',
    device: null,
    backUrl: null,
  },
): StudioSessionResponse => ({
  sessionId: 'session-1',
  mode: 'real',
  currency: 'BRL',
  balance: 5_000,
  game,
  lotteryLaunch: launch,
});

const northDraw: LotteryOpenDraw = {
  drawId: 'VN-NORTH-20261130',
  closesAt: NOW + 65_000,
  drawAt: NOW + 965_000,
  serverSeedHash: HASH,
  province: 'HNO',
  provinceName: 'Hà Nội',
};
const diceDraw: LotteryOpenDraw = {
  drawId: 'ELOTT-FAST_3-1M-20261130-0042',
  closesAt: NOW + 30_000,
  drawAt: NOW + 40_000,
  serverSeedHash: HASH,
  province: null,
  provinceName: null,
};

type Handler = (body: Record<string, unknown>) => Envelope;

const mockStudio = (start: StudioSessionResponse, handlers: Record<string, Handler>) => {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
    const handler = handlers[url.replace('/studio/api/lottery/', '')];
    const envelope =
      url === '/studio/api/session'
        ? ok(start)
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
    .filter(([url]) => url === `/studio/api/lottery/${path}`)
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);

const openPage = (game: string, language = 'PT') =>
  render(
    <StudioApp
      query={readLaunchQuery(`?game=${game}&type=LOTT&lang=${language}&mode=real&token=t1`)}
      wait={instant}
    />,
  );

const ticket = (id: string, status: LotteryTicket['status'], payoutMinor = 0): LotteryTicket => ({
  id,
  drawId: 'VN-NORTH-20261130',
  bet: { product: 'VN', betType: 'DE', lines: [['45'], ['07']], stakePerLineMinor: 500 },
  stakeMinor: 1_000,
  status,
  payoutMinor,
  createdAt: NOW - 60_000,
});

const buyAnswer = (bet: unknown, stakeMinor: number, balance: number) =>
  ok({
    ticket: {
      id: 'ticket-new',
      drawId: northDraw.drawId,
      bet,
      stakeMinor,
      status: 'OPEN',
      payoutMinor: 0,
      createdAt: NOW,
    },
    balance,
  });

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
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

describe('the lottery page: lobby and launch', () => {
  it('opens on the lobby: each open draw with its countdown and its commitment, and a back button', async () => {
    mockStudio(
      session(vnGame, {
        prizeMode: 'LOTT',
        view: 'lobby',
        device: 'mobile',
        backUrl: 'https://site.example/lott',
      }),
      { draws: () => ok({ serverTime: NOW, draws: [northDraw] }) },
    );
    openPage('SGL-0001');
    const card = await screen.findByTestId(`draw-${northDraw.drawId}`);
    expect(within(card).getByText('Hà Nội')).toBeTruthy();
    expect(within(card).getByTestId('commitment').textContent).toBe(HASH);
    expect(within(card).getByRole('timer').textContent).toMatch(/^01:0[45]$/u);
    const back = screen.getByRole('link', { name: /Voltar/u });
    expect(back.getAttribute('href')).toBe('https://site.example/lott');
    expect(plain(screen.getByTestId('balance').textContent)).toBe('R$ 50,00');
  });

  it('counts down a draw days ahead in days and hours', async () => {
    const later = {
      ...northDraw,
      drawId: 'VN-NORTH-20261203',
      closesAt: NOW + 3 * 86_400_000 + 3_600_000 + 65_000,
    };
    mockStudio(session(vnGame), { draws: () => ok({ serverTime: NOW, draws: [northDraw, later] }) });
    openPage('SGL-0001');
    const card = await screen.findByTestId(`draw-${later.drawId}`);
    expect(within(card).getByRole('timer').textContent).toMatch(/^3 dias 1:01:0[45]$/u);
  });

  it('opens on the betting board when the launch asks for it, and has no back button without a backUrl', async () => {
    mockStudio(session(vnGame, { prizeMode: 'LOTT', view: 'betting', device: null, backUrl: null }), {
      draws: () => ok({ serverTime: NOW, draws: [northDraw] }),
    });
    openPage('SGL-0001');
    expect(await screen.findByTestId('bet-type-LO_2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Voltar/u })).toBeNull();
  });

  it('shows an empty lobby with a next step, and a failed load with a retry', async () => {
    let fail = true;
    mockStudio(session(vnGame), {
      draws: () =>
        fail ? refused('service-unavailable', 'Serviço indisponível.') : ok({ serverTime: NOW, draws: [] }),
    });
    openPage('SGL-0001');
    expect(await screen.findByText('Serviço indisponível.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Nenhum sorteio aberto agora')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver resultados' })).toBeTruthy();
  });
});

describe('the VN board', () => {
  const openBoard = async (handlers: Record<string, Handler> = {}) => {
    const fetchMock = mockStudio(
      session(vnGame, { prizeMode: 'LOTT', view: 'betting', device: null, backUrl: null }),
      {
        draws: () => ok({ serverTime: NOW, draws: [northDraw] }),
        ...handlers,
      },
    );
    openPage('SGL-0001');
    await screen.findByTestId('bet-type-LO_2');
    return fetchMock;
  };
  const typeNumbers = (text: string) => {
    fireEvent.change(screen.getByLabelText('Digite vários números de uma vez'), { target: { value: text } });
    fireEvent.click(screen.getByTestId('add-typed'));
  };

  it('shows every bet type by its Vietnamese name with its odds from the session’s prices', async () => {
    await openBoard();
    const de = screen.getByTestId('bet-type-DE');
    expect(within(de).getByText('Đề')).toBeTruthy();
    expect(within(de).getByText('2 últimos do prêmio especial')).toBeTruthy();
    expect(within(de).getByText('1 paga 98')).toBeTruthy();
    expect(plain(screen.getByTestId('bet-type-LO_2').textContent)).toContain('1 paga 3,6');
    expect(plain(screen.getByTestId('bet-type-XIEN_2').textContent)).toContain('Xiên 2');
  });

  it('refuses a number of the wrong length by name, then takes many typed numbers at once', async () => {
    await openBoard();
    typeNumbers('12 5 34');
    expect(screen.getByText('“5” não tem 2 dígitos. Digite por exemplo 05.')).toBeTruthy();
    expect(screen.getByTestId('chosen-count').textContent).toBe('0 número escolhido');
    typeNumbers('12, 34;56 12');
    expect(screen.getByTestId('chosen-count').textContent).toBe('3 números escolhidos');
    // The grid shows them chosen; a tap takes one off.
    fireEvent.click(screen.getByRole('button', { name: '34', pressed: true }));
    expect(screen.getByTestId('chosen-count').textContent).toBe('2 números escolhidos');
  });

  it('adds every number ending in a digit (đuôi), starting with one (đầu), or a random pick', async () => {
    await openBoard();
    fireEvent.change(screen.getByLabelText('Terminados em / Começados por'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: /Todos terminados em 7/u }));
    expect(screen.getByTestId('chosen-count').textContent).toBe('10 números escolhidos');
    fireEvent.click(screen.getByRole('button', { name: /Todos começados por 7/u }));
    // 70…79, of which 77 was already there.
    expect(screen.getByTestId('chosen-count').textContent).toBe('19 números escolhidos');
    fireEvent.change(screen.getByLabelText('Quantidade'), { target: { value: '81' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sortear 81' }));
    expect(screen.getByTestId('chosen-count').textContent).toBe('100 números escolhidos');
  });

  it('counts a xiên’s combinations as lines and the cost as stake × lines', async () => {
    await openBoard();
    fireEvent.click(screen.getByTestId('bet-type-XIEN_2'));
    typeNumbers('11 22 33 44');
    expect(screen.getByTestId('chosen-count').textContent).toContain('4 números formam 6 combinações de 2');
    fireEvent.change(screen.getByLabelText('Valor por linha'), { target: { value: '2,50' } });
    expect(plain(screen.getByTestId('ticket-cost').textContent)).toBe('R$ 15,00');
    // A xiên 4 needs four numbers: the ticket cannot be bought with three.
    fireEvent.click(screen.getByTestId('bet-type-XIEN_4'));
    fireEvent.click(screen.getByRole('button', { name: 'Limpar números' }));
    typeNumbers('11 22 33');
    expect(screen.getByText('A xiên 4 precisa de pelo menos 4 números diferentes.')).toBeTruthy();
    expect(screen.getByTestId('buy').hasAttribute('disabled')).toBe(true);
  });

  it('buys after one confirmation: the request, the new balance and the site told', async () => {
    const fetchMock = await openBoard({
      buy: (body) => buyAnswer(body.bet, 1_000, 4_000),
    });
    fireEvent.click(screen.getByTestId('bet-type-DE'));
    typeNumbers('45 07');
    fireEvent.change(screen.getByLabelText('Valor por linha'), { target: { value: '5' } });
    expect(plain(screen.getByTestId('ticket-cost').textContent)).toBe('R$ 10,00');
    fireEvent.click(screen.getByTestId('buy'));
    // Nothing moves before the confirmation.
    expect(bodiesOf(fetchMock, 'buy')).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'Confirmar bilhete' });
    expect(plain(within(dialog).getByText(/será debitado/u).textContent)).toBe(
      'O valor de R$ 10,00 será debitado do seu saldo agora.',
    );
    fireEvent.click(within(dialog).getByTestId('buy-confirm'));
    expect(await screen.findByTestId('buy-done')).toBeTruthy();
    const [body] = bodiesOf(fetchMock, 'buy');
    expect(body).toMatchObject({
      sessionId: 'session-1',
      drawId: northDraw.drawId,
      bet: { product: 'VN', betType: 'DE', lines: [['45'], ['07']], stakePerLineMinor: 500 },
    });
    expect(String(body!.requestId).length).toBeGreaterThanOrEqual(8);
    expect(plain(screen.getByTestId('balance').textContent)).toBe('R$ 40,00');
    expect(announceBalanceChange).toHaveBeenCalledTimes(1);
  });

  it('shows the envelope’s translated refusal, naming the number at its limit, and moves nothing', async () => {
    let answer = refused(
      'lottery-liability-reached',
      'Este número atingiu o limite de apostas deste sorteio.',
      { market: 'DE', number: '45' },
    );
    await openBoard({ buy: () => answer });
    fireEvent.click(screen.getByTestId('bet-type-DE'));
    typeNumbers('45');
    fireEvent.click(screen.getByTestId('buy'));
    fireEvent.click(screen.getByTestId('buy-confirm'));
    const error = await screen.findByTestId('buy-error');
    expect(error.textContent).toBe(
      'Este número atingiu o limite de apostas deste sorteio. Número com limite atingido: 45.',
    );
    expect(plain(screen.getByTestId('balance').textContent)).toBe('R$ 50,00');
    answer = refused(
      'lottery-betting-closed',
      'As apostas neste sorteio estão encerradas. Escolha o próximo sorteio.',
    );
    fireEvent.click(screen.getByTestId('buy'));
    fireEvent.click(screen.getByTestId('buy-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('buy-error').textContent).toBe(
        'As apostas neste sorteio estão encerradas. Escolha o próximo sorteio.',
      ),
    );
    expect(announceBalanceChange).not.toHaveBeenCalled();
  });

  it('refuses a ticket whose cost is outside the game’s limits before sending it', async () => {
    const fetchMock = await openBoard();
    typeNumbers('45');
    fireEvent.change(screen.getByLabelText('Valor por linha'), { target: { value: '0,50' } });
    expect(screen.getByText('O bilhete deve custar de R$ 1,00 a R$ 10.000,00.')).toBeTruthy();
    expect(screen.getByTestId('buy').hasAttribute('disabled')).toBe(true);
    expect(bodiesOf(fetchMock, 'buy')).toHaveLength(0);
  });
});

describe('the fast games’ board', () => {
  it('prices big / small / odd / even, sums and positions, and buys the chosen one', async () => {
    const fetchMock = mockStudio(
      session(diceGame, { prizeMode: 'ELOTT', view: 'betting', device: null, backUrl: null }),
      {
        draws: () => ok({ serverTime: NOW, draws: [diceDraw] }),
        results: () => ok({ results: [], page: 1, pageSize: 1, total: 0 }),
        buy: (body) => buyAnswer(body.bet, 100, 4_900),
      },
    );
    openPage('SGL-0008');
    const big = await screen.findByTestId('pick-sum-BIG');
    expect(within(big).getByText('Maior')).toBeTruthy();
    expect(within(big).getByText('Tài')).toBeTruthy();
    expect(within(big).getByText('2,016')).toBeTruthy();
    expect((await screen.findAllByRole('timer'))[0]!.textContent).toMatch(/^00:(29|30)$/u);
    expect(screen.getByText('Aguardando o sorteio…')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '2º dado' }));
    fireEvent.click(screen.getByRole('button', { name: '6 5,88' }));
    expect(within(screen.getByTestId('your-choice')).getByText('2º dado · 6')).toBeTruthy();
    expect(within(screen.getByTestId('your-choice')).getByText('5,88')).toBeTruthy();
    fireEvent.click(big);
    fireEvent.click(screen.getByRole('button', { name: 'R$ 1' }));
    expect(plain(screen.getByTestId('ticket-cost').textContent)).toBe('R$ 1,00');
    fireEvent.click(screen.getByTestId('buy'));
    fireEvent.click(screen.getByTestId('buy-confirm'));
    await screen.findByTestId('buy-done');
    expect(bodiesOf(fetchMock, 'buy')[0]).toMatchObject({
      drawId: diceDraw.drawId,
      bet: { product: 'ELOTT', choice: { kind: 'SUM_SIDE', side: 'BIG' }, stakeMinor: 100 },
    });
  });

  it('shows the last result’s dice, its sum and sides', async () => {
    mockStudio(session(diceGame, { prizeMode: 'ELOTT', view: 'betting', device: null, backUrl: null }), {
      draws: () => ok({ serverTime: NOW, draws: [diceDraw] }),
      results: () =>
        ok({
          results: [
            {
              drawId: 'ELOTT-FAST_3-1M-20261130-0041',
              province: null,
              drawAt: NOW - 20_000,
              serverSeed: 'seed',
              serverSeedHash: HASH,
              result: { product: 'ELOTT', result: { game: 'FAST_3', values: [1, 6, 3] } },
            },
          ],
          page: 1,
          pageSize: 1,
          total: 1,
        }),
    });
    openPage('SGL-0008');
    const last = await screen.findByTestId('last-result');
    await waitFor(() => expect(within(last).getByText('Soma 10')).toBeTruthy());
    expect(within(last).getByText('Rodada 41')).toBeTruthy();
    expect(within(last).getByRole('img', { name: '6' })).toBeTruthy();
    expect(plain(within(last).getByText(/^Menor/u).textContent)).toBe('Menor · Xỉu');
  });
});

describe('my tickets, results and verify', () => {
  it('lists my tickets a page at a time with their state and payout, and the bar takes the wallet’s balance', async () => {
    const fetchMock = mockStudio(session(vnGame), {
      draws: () => ok({ serverTime: NOW, draws: [northDraw] }),
      tickets: (body) =>
        ok({
          tickets:
            body.page === 1
              ? [ticket('t-won', 'WON', 49_000), ticket('t-lost', 'LOST'), ticket('t-open', 'OPEN')]
              : [ticket('t-cancelled', 'CANCELLED')],
          page: body.page,
          pageSize: 10,
          total: 11,
          // The won ticket was paid in a job: the wallet holds more than the session's R$ 50,00.
          balance: 54_000,
        }),
    });
    openPage('SGL-0001');
    await screen.findByTestId(`draw-${northDraw.drawId}`);
    expect(plain(screen.getByTestId('balance').textContent)).toBe('R$ 50,00');
    fireEvent.click(screen.getByRole('button', { name: 'Meus bilhetes' }));
    const won = await screen.findByTestId('ticket-t-won');
    // The bar takes the answered balance in an effect after the list renders.
    await waitFor(() => expect(plain(screen.getByTestId('balance').textContent)).toBe('R$ 540,00'));
    expect(within(won).getByTestId('ticket-status').textContent).toBe('Ganhou');
    expect(plain(within(won).getByTestId('ticket-payout').textContent)).toBe('R$ 490,00');
    expect(plain(within(won).getByText(/^Đề/u).textContent)).toBe('Đề · 45, 07');
    expect(within(screen.getByTestId('ticket-t-open')).getByTestId('ticket-payout').textContent).toBe('–');
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    const cancelled = await screen.findByTestId('ticket-t-cancelled');
    expect(within(cancelled).getByTestId('ticket-status').textContent).toBe('Cancelado e reembolsado');
    expect(plain(within(cancelled).getByTestId('ticket-payout').textContent)).toBe('R$ 10,00');
    expect(bodiesOf(fetchMock, 'tickets').map((body) => body.page)).toEqual([1, 2]);
  });

  it('shows an empty tickets list with the way to bet', async () => {
    mockStudio(session(vnGame), {
      draws: () => ok({ serverTime: NOW, draws: [northDraw] }),
      tickets: () => ok({ tickets: [], page: 1, pageSize: 10, total: 0, balance: 5_000 }),
    });
    openPage('SGL-0001');
    await screen.findByTestId(`draw-${northDraw.drawId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Meus bilhetes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apostar agora' }));
    expect(await screen.findByTestId('bet-type-LO_2')).toBeTruthy();
  });

  it('shows a drawn VN result and verifies it: the server’s flag and the browser’s own recomputation', async () => {
    const SEED = '7f3c9a2e5b1d4f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a';
    const SEED_HASH = '7959d1910d477a39e7aae0836dbbd8c85dc6e11b9da9579e081e9ee1c2422738';
    const { result } = await computeDrawResult(SEED, 'VN-NORTH-20261130', { product: 'VN', region: 'NORTH' });
    const drawn = {
      drawId: 'VN-NORTH-20261130',
      province: 'HNO',
      drawAt: NOW - 60_000,
      serverSeed: SEED,
      serverSeedHash: SEED_HASH,
      result,
    };
    const fetchMock = mockStudio(session(vnGame), {
      draws: () => ok({ serverTime: NOW, draws: [northDraw] }),
      results: () => ok({ results: [drawn], page: 1, pageSize: 10, total: 1 }),
      verify: () =>
        ok({
          drawId: drawn.drawId,
          game: { product: 'VN', region: 'NORTH' },
          serverSeed: SEED,
          serverSeedHash: SEED_HASH,
          result,
          verified: true,
          mismatch: null,
          drawAt: drawn.drawAt,
        }),
    });
    openPage('SGL-0001');
    await screen.findByTestId(`draw-${northDraw.drawId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Resultados' }));
    const card = await screen.findByTestId('result-VN-NORTH-20261130');
    expect(within(card).getByText('06620')).toBeTruthy();
    expect(within(card).getByText('Đề: 20')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Verificar' }));
    const out = await screen.findByTestId('verify-result');
    expect(bodiesOf(fetchMock, 'verify')).toEqual([{ drawId: 'VN-NORTH-20261130' }]);
    expect(within(out).getByTestId('server-check').className).toContain('is-ok');
    await waitFor(() => expect(within(out).getByTestId('browser-result').className).toContain('is-ok'));
    expect(within(out).getByTestId('browser-hash').className).toContain('is-ok');
    expect(within(out).getByTestId('revealed-seed').textContent).toBe(SEED);
  });

  it('catches a published result that the seed does not give', async () => {
    const SEED = '7f3c9a2e5b1d4f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a';
    mockStudio(session(diceGame), {
      draws: () => ok({ serverTime: NOW, draws: [diceDraw] }),
      verify: () =>
        ok({
          drawId: 'ELOTT-FAST_3-1M-20261130-0001',
          game: { product: 'ELOTT', game: 'FAST_3' },
          serverSeed: SEED,
          serverSeedHash: '7959d1910d477a39e7aae0836dbbd8c85dc6e11b9da9579e081e9ee1c2422738',
          result: { product: 'ELOTT', result: { game: 'FAST_3', values: [6, 6, 6] } },
          verified: false,
          mismatch: 'RESULT_MISMATCH',
          drawAt: NOW,
        }),
    });
    openPage('SGL-0008');
    await screen.findByTestId(`draw-${diceDraw.drawId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    const field = screen.getByLabelText('Código do sorteio');
    fireEvent.change(field, { target: { value: 'bad id!' } });
    fireEvent.submit(field.closest('form')!);
    expect(
      screen.getByText('Digite o código do sorteio, por exemplo ELOTT-FAST_3-1M-20261130-0001.'),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ELOTT-FAST_3-1M-20261130-0001' } });
    fireEvent.submit(field.closest('form')!);
    const out = await screen.findByTestId('verify-result');
    expect(within(out).getByTestId('server-check').textContent).toContain('NÃO confere (RESULT_MISMATCH)');
    await waitFor(() => expect(within(out).getByTestId('browser-result').className).toContain('is-bad'));
    expect(within(out).getByTestId('browser-hash').className).toContain('is-ok');
  });

  it('speaks English and Chinese', async () => {
    mockStudio(session(vnGame), { draws: () => ok({ serverTime: NOW, draws: [northDraw] }) });
    const { unmount } = openPage('SGL-0001', 'EN');
    expect(await screen.findByText('Open draws')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'My tickets' })).toBeTruthy();
    unmount();
    openPage('SGL-0001', 'CN');
    expect(await screen.findByText('可投注的期数')).toBeTruthy();
    expect(screen.getByRole('button', { name: '投注本期' })).toBeTruthy();
  });
});
