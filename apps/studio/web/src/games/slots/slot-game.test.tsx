import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, type SlotSpinResponse, type StudioSessionResponse } from '@platform/contracts';
import { readLaunchQuery } from '../../query';
import { StudioApp } from '../../studio-app';
import {
  clusterGame,
  losingSpin,
  roundFixture,
  sessionFixture,
  variableRowsGame,
  winningSpin,
} from './slot-fixtures';
import { type Envelope, ok, refused } from '../../test-envelopes';

type Reply = StudioSessionResponse | SlotSpinResponse | Envelope;

// Money as the page shows it; Intl puts a no-break space after "R$".
const brl = (centavos: number) => formatMoney(centavos, 'PT');
// Testing Library's text matching collapses that space to a plain one.
const brlText = (centavos: number) => brl(centavos).replace(/\s/gu, ' ');
const instant = () => Promise.resolve();

/** A fetch that answers the session call, then each spin call with the next queued envelope. */
const mockStudioServer = (input: { session?: Envelope; spins?: Envelope[] }) => {
  const spins = [...(input.spins ?? [])];
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const body: Reply =
      url === '/studio/api/session'
        ? (input.session ?? ok(sessionFixture()))
        : (spins.shift() ?? refused('service-unavailable', 'Serviço indisponível.'));
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const spinCalls = (fetchMock: ReturnType<typeof mockStudioServer>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/studio/api/slots/spin');

const renderStudio = (search = '?game=AUR-0001&lang=PT&mode=demo') =>
  render(<StudioApp query={readLaunchQuery(search)} wait={instant} />);

/** Opens the page and closes the paytable gate. */
const openAndAcknowledge = async (search?: string) => {
  renderStudio(search);
  fireEvent.click(await screen.findByRole('button', { name: 'Entendi, jogar' }));
};

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('studio slot page', () => {
  it('opens the session and shows the paytable with the RTP before the first bet', async () => {
    const fetchMock = mockStudioServer({});
    renderStudio();
    expect(screen.getByText('Carregando o jogo…')).toBeTruthy();

    const gate = await screen.findByRole('dialog', { name: 'Tabela de pagamentos' });
    expect(within(gate).getByText('96,20 %')).toBeTruthy();
    expect(within(gate).getByText('5.000× a aposta')).toBeTruthy();
    expect(within(gate).getByText(/Substitui qualquer símbolo/u)).toBeTruthy();
    // Three crowns at R$ 1,00: 50 credits of 10 per bet → R$ 5,00.
    expect(within(gate).getAllByText(brlText(500)).length).toBeGreaterThan(0);
    expect(screen.getByText('RTP 96,20 %')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Girar' }) as HTMLButtonElement).disabled).toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/studio/api/session');
    expect(JSON.parse(init!.body as string)).toEqual({
      game: 'AUR-0001',
      type: 'RNG',
      mode: 'demo',
      language: 'PT',
    });
    expect(new Headers(init!.headers).get('language')).toBe('PT');

    fireEvent.click(within(gate).getByRole('button', { name: 'Entendi, jogar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The game's name in the page's language, its code after it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coroa Dourada Jogo AUR-0001');
    expect((screen.getByRole('button', { name: 'Girar' }) as HTMLButtonElement).disabled).toBe(false);
    // The paytable stays reachable.
    fireEvent.click(screen.getByRole('button', { name: 'Tabela de pagamentos' }));
    expect(await screen.findByRole('dialog', { name: 'Tabela de pagamentos' })).toBeTruthy();
  });

  it('shows the server message when the launch has expired, with no retry', async () => {
    mockStudioServer({ session: refused('invalid-token', 'Sessão expirada. Abra o jogo de novo.') });
    renderStudio('?game=AUR-0001&lang=PT&mode=real&token=abc');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sessão expirada. Abra o jogo de novo.')).toBeTruthy();
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('spins with the chosen bet and shows the win, the potential multiplier and the new balance', async () => {
    const fetchMock = mockStudioServer({
      spins: [ok(roundFixture({ bet: 200, balance: 100_800, spins: [winningSpin(1_000)], id: 'r1' }))],
    });
    await openAndAcknowledge();
    expect(screen.getByTestId('balance').textContent).toBe(brl(100_000));
    expect(screen.getByText('até 5.000× a aposta')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aumentar aposta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Girar' }));

    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(100_800)));
    const [, init] = spinCalls(fetchMock)[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ sessionId: 'session-1', bet: 200 });
    expect(screen.getByTestId('win').textContent).toBe(brl(1_000));
    expect(screen.getByText(`Linha 1: 3 × Coroa — ${brlText(1_000)}`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`Você ganhou ${brl(1_000)}`);
    const history = screen.getByRole('table');
    expect(within(history).getByText(brlText(200))).toBeTruthy();
  });

  it('plays a promotion free spin at its bet, the balance untouched, and counts it down', async () => {
    const fetchMock = mockStudioServer({
      session: ok({ ...sessionFixture(5_000), mode: 'real', promoSpins: { remaining: 2, bet: 100 } }),
      spins: [
        ok({
          ...roundFixture({ bet: 100, balance: 5_300, spins: [winningSpin(300)], id: 'p1' }),
          promoSpins: { remaining: 1, bet: 100 },
        }),
        ok(roundFixture({ bet: 100, balance: 5_300, spins: [losingSpin()], id: 'p2' })),
      ],
    });
    await openAndAcknowledge('?game=AUR-0001&lang=PT&mode=real&token=abc');
    expect(screen.getByTestId('promo-spins').textContent).toContain(
      `Rodadas grátis do bônus: 2 de ${brl(100)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Jogar rodada grátis' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe(brl(5_300)));
    const [, init] = spinCalls(fetchMock)[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ sessionId: 'session-1', bet: 100, promoSpin: true });
    expect(screen.getByTestId('promo-spins').textContent).toContain('1 de');

    fireEvent.click(screen.getByRole('button', { name: 'Jogar rodada grátis' }));
    await waitFor(() => expect(screen.queryByTestId('promo-spins')).toBeNull());
    expect(screen.getByTestId('balance').textContent).toBe(brl(5_300));
  });

  it('spins on Space when focus is on the page', async () => {
    const fetchMock = mockStudioServer({
      spins: [ok(roundFixture({ bet: 100, balance: 99_900, spins: [losingSpin()] }))],
    });
    await openAndAcknowledge();
    fireEvent.keyDown(document.body, { key: ' ' });
    // The stake leaves the balance as the spin starts, so wait for the round's end, not the balance.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sem prêmio nesta rodada'));
    expect(screen.getByTestId('balance').textContent).toBe(brl(99_900));
    expect(spinCalls(fetchMock)).toHaveLength(1);
  });

  it('shows an insufficient-funds refusal and stops auto-play', async () => {
    const fetchMock = mockStudioServer({
      spins: [
        ok(roundFixture({ bet: 100, balance: 150, spins: [losingSpin()], id: 'r1' })),
        refused('insufficient-funds', 'Saldo insuficiente para esta operação.', { balance: 50 }),
        ok(roundFixture({ bet: 100, balance: 0, spins: [losingSpin()], id: 'r3' })),
      ],
    });
    await openAndAcknowledge();
    fireEvent.click(screen.getByRole('button', { name: 'Auto' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar 10 giros' }));

    expect(await screen.findByText('Saldo insuficiente para esta operação.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Jogo automático parado por um erro.')).toBeTruthy());
    expect(spinCalls(fetchMock)).toHaveLength(2);
    expect(screen.getByTestId('balance').textContent).toBe(brl(50));
    expect(screen.getByRole('button', { name: 'Auto' })).toBeTruthy();
  });

  it('plays the chosen number of auto-play rounds', async () => {
    const rounds = Array.from({ length: 12 }, (_, i) =>
      ok(roundFixture({ bet: 100, balance: 100_000 - (i + 1) * 100, spins: [losingSpin()], id: `r${i}` })),
    );
    const fetchMock = mockStudioServer({ spins: rounds });
    await openAndAcknowledge();
    fireEvent.click(screen.getByRole('button', { name: 'Auto' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar 10 giros' }));

    expect(await screen.findByText('Jogo automático concluído.')).toBeTruthy();
    expect(spinCalls(fetchMock)).toHaveLength(10);
    expect(screen.getByTestId('balance').textContent).toBe(brl(99_000));
  });

  it('stops auto-play on a win when asked', async () => {
    const fetchMock = mockStudioServer({
      spins: [
        ok(roundFixture({ bet: 100, balance: 99_900, spins: [losingSpin()], id: 'r1' })),
        ok(roundFixture({ bet: 100, balance: 99_800, spins: [losingSpin()], id: 'r2' })),
        ok(roundFixture({ bet: 100, balance: 100_200, spins: [winningSpin(500)], id: 'r3' })),
        ok(roundFixture({ bet: 100, balance: 100_100, spins: [losingSpin()], id: 'r4' })),
      ],
    });
    await openAndAcknowledge();
    fireEvent.click(screen.getByRole('button', { name: 'Auto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jogo automático' });
    fireEvent.click(within(dialog).getByRole('button', { name: '25' }));
    fireEvent.click(within(dialog).getByLabelText('Parar em qualquer ganho'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar 25 giros' }));

    expect(await screen.findByText('Jogo automático parado: houve ganho.')).toBeTruthy();
    expect(spinCalls(fetchMock)).toHaveLength(3);
    expect(screen.getByTestId('balance').textContent).toBe(brl(100_200));
  });

  it('stops auto-play when the loss passes the limit', async () => {
    const rounds = Array.from({ length: 10 }, (_, i) =>
      ok(roundFixture({ bet: 100, balance: 100_000 - (i + 1) * 100, spins: [losingSpin()], id: `r${i}` })),
    );
    const fetchMock = mockStudioServer({ spins: rounds });
    await openAndAcknowledge();
    fireEvent.click(screen.getByRole('button', { name: 'Auto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jogo automático' });
    // 5 bets of R$ 1,00: the sixth loss passes R$ 5,00.
    fireEvent.change(within(dialog).getByLabelText('Parar se a perda passar de'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar 10 giros' }));

    expect(await screen.findByText('Jogo automático parado: limite de perda atingido.')).toBeTruthy();
    expect(spinCalls(fetchMock)).toHaveLength(6);
  });

  it('offers only the game’s bet levels', async () => {
    mockStudioServer({});
    await openAndAcknowledge();
    const select = screen.getByRole('combobox', { name: 'Aposta' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([brl(100), brl(200), brl(500)]);
    expect((select as HTMLSelectElement).value).toBe('100');
  });

  it('speaks English when launched with lang=EN, money still in BRL', async () => {
    const fetchMock = mockStudioServer({});
    renderStudio('?game=AUR-0001&lang=EN&mode=demo');
    const gate = await screen.findByRole('dialog', { name: 'Paytable' });
    expect(within(gate).getByText('96.20 %')).toBeTruthy();
    fireEvent.click(within(gate).getByRole('button', { name: 'Got it, play' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Golden Crown Game AUR-0001');
    expect(screen.getByTestId('balance').textContent).toBe(formatMoney(100_000, 'EN'));
    expect(screen.getByText('Demo')).toBeTruthy();
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('language')).toBe('EN');
  });
});

describe('studio slot layouts', () => {
  it('shows a cluster game’s pays by cluster size, the last size for every larger cluster, and its rule', async () => {
    mockStudioServer({ session: ok({ ...sessionFixture(), game: clusterGame }) });
    renderStudio('?game=AUR-0004&lang=PT&mode=demo');
    const gate = await screen.findByRole('dialog', { name: 'Tabela de pagamentos' });
    const rabbit = within(gate).getByText('Coelho').closest('li')!;
    // Sizes 7+, 6 and 5 at R$ 1,00 (20 credits a bet): 100, 60 and 40 credits.
    expect(within(rabbit).getByText('7+')).toBeTruthy();
    expect(within(rabbit).getByText(brlText(500))).toBeTruthy();
    expect(within(rabbit).getByText(brlText(200))).toBeTruthy();
    expect(within(gate).getByText(/Grupos de 5 ou mais símbolos iguais/u)).toBeTruthy();
    fireEvent.click(within(gate).getByRole('button', { name: 'Entendi, jogar' }));
    // The grid: 6 reels of 5 cells, under the game's name.
    const reels = screen.getByRole('group', { name: 'Rolos do jogo' });
    expect(reels.querySelectorAll('.studio-reel')).toHaveLength(6);
    for (const reel of reels.querySelectorAll('.studio-reel'))
      expect(reel.querySelectorAll('.studio-cell')).toHaveLength(5);
    expect(screen.getAllByText('Coelho Esplêndido').length).toBeGreaterThan(0);
  });

  it('explains a variable-rows game’s ways before the first bet', async () => {
    mockStudioServer({ session: ok({ ...sessionFixture(), game: variableRowsGame }) });
    renderStudio('?game=AUR-0020&lang=PT&mode=demo');
    const gate = await screen.findByRole('dialog', { name: 'Tabela de pagamentos' });
    expect(
      within(gate).getByText(/Cada rolo mostra de 2 a 7 símbolos a cada giro: até 117.649 formas/u),
    ).toBeTruthy();
  });

  it('draws each reel of a variable-rows game with the rows the spin gave it and counts its ways', async () => {
    const heights = [2, 7, 3, 4, 5, 6];
    const window = Array.from({ length: 7 }, (_, row) => heights.map((height) => (row < height ? 'L1' : '')));
    const spin = { ...losingSpin(), stops: [0, 0, 0, 0, 0, 0], window, reelHeights: heights };
    mockStudioServer({
      session: ok({ ...sessionFixture(), game: variableRowsGame }),
      spins: [ok(roundFixture({ bet: 100, balance: 99_900, spins: [spin] }))],
    });
    await openAndAcknowledge('?game=AUR-0020&lang=PT&mode=demo');
    fireEvent.click(screen.getByRole('button', { name: 'Girar' }));
    const reels = screen.getByRole('group', { name: 'Rolos do jogo' });
    await waitFor(() =>
      expect(
        [...reels.querySelectorAll('.studio-reel')].map(
          (reel) => reel.querySelectorAll('.studio-cell').length,
        ),
      ).toEqual(heights),
    );
    // 2 × 7 × 3 × 4 × 5 × 6 = 5,040 ways, on the marquee.
    expect(screen.getByText('5.040 formas')).toBeTruthy();
  });
});
