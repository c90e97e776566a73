import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, GAME_BALANCE_MESSAGE, type StudioSessionResponse } from '@platform/contracts';
import { translator } from '../../i18n';
import { readLaunchQuery } from '../../query';
import type { SessionOf } from '../../session';
import { StudioApp } from '../../studio-app';
import { createStudioApi } from '../../studio-api';
import { StudioContext, type StudioContextValue } from '../../studio-context';
import { fishSessionFixture, testFishGame } from './fish-fixtures';
import { FishTable } from './fish-game';
import { type Envelope, ok, refused } from '../../test-envelopes';

type ShotBody = { sessionId: string; cost: number; species: string };

// Money as the page shows it; Intl puts a no-break space after "R$".
const brl = (centavos: number) => formatMoney(centavos, 'PT');
// Testing Library's text matching collapses that space to a plain one.
const brlText = (centavos: number) => brl(centavos).replace(/\s/gu, ' ');
const instant = () => Promise.resolve();

/**
 * A fetch that plays the studio: the session, then each shot answered by `answer` from the body
 * it was sent (a catch of the named species by default, settled on the balance it keeps).
 */
const mockServer = (input: {
  session?: StudioSessionResponse;
  answer?: (body: ShotBody, balance: number) => Envelope;
}) => {
  const session = input.session ?? fishSessionFixture();
  let balance = session.balance;
  const caught = (body: ShotBody): Envelope => {
    const multiplier = testFishGame.species.find((species) => species.id === body.species)!.multiplier;
    balance += body.cost * (multiplier - 1);
    return ok({
      roundId: 'r1',
      species: body.species,
      caught: true,
      multiplier,
      win: body.cost * multiplier,
      balance,
    });
  };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body =
      url === '/studio/api/session'
        ? ok(session)
        : (input.answer ?? ((shot: ShotBody) => caught(shot)))(
            JSON.parse(init!.body as string) as ShotBody,
            balance,
          );
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const shotCalls = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/studio/api/fish/shoot')
    .map(([, init]) => JSON.parse(init!.body as string) as ShotBody);

/** Animation frames run only when the test says, 16 ms apart: no timers, no real time. */
let frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;
let clock = 0;
const runFrames = (count: number) =>
  act(() => {
    for (let index = 0; index < count; index += 1) {
      const due = [...frames.values()];
      frames = new Map();
      clock += 16;
      for (const callback of due) callback(clock);
    }
  });

const pressSpace = () => fireEvent.keyDown(document.body, { key: ' ' });

/** Fires straight up until a bullet strikes a fish and its shot is sent (the sea is seeded). */
const shootUntilSent = async (fetchMock: ReturnType<typeof mockServer>, sent = 1) => {
  for (let attempt = 0; attempt < 40 && shotCalls(fetchMock).length < sent; attempt += 1) {
    pressSpace();
    runFrames(20);
    await act(instant);
  }
  expect(shotCalls(fetchMock).length).toBeGreaterThanOrEqual(sent);
};

const renderTable = (session: SessionOf<'fish'> = fishSessionFixture() as SessionOf<'fish'>) => {
  const t = translator('PT');
  const context: StudioContextValue = {
    language: 'PT',
    t,
    money: (centavos) => formatMoney(centavos, 'PT'),
    looks: new Map(),
    symbolLabel: (id) => id,
  };
  return render(
    <StudioContext.Provider value={context}>
      <FishTable api={createStudioApi('PT', t('networkError'))} session={session} wait={instant} seed={11} />
    </StudioContext.Provider>,
  );
};

const acknowledge = () => fireEvent.click(screen.getByRole('button', { name: 'Entendi, jogar' }));

beforeEach(() => {
  frames = new Map();
  clock = 0;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = nextFrame++;
    frames.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  // jsdom draws nothing: the page must run without a 2D context.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('studio fishing page', () => {
  it('opens a FISH launch on the rules: species, multipliers and RTP before the first shot', async () => {
    const fetchMock = mockServer({});
    render(
      <StudioApp query={readLaunchQuery('?game=OCZ-0001&type=FISH&lang=PT&mode=demo')} wait={instant} />,
    );
    const gate = await screen.findByRole('dialog', { name: 'Regras do jogo' });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      game: 'OCZ-0001',
      type: 'FISH',
    });
    expect(within(gate).getAllByText('96,00 %').length).toBeGreaterThan(0);
    expect(within(gate).getByText('200× o disparo')).toBeTruthy();
    expect(within(gate).getByText('Tubarão-martelo')).toBeTruthy();
    expect(within(gate).getByText('×200')).toBeTruthy();
    // At R$ 1,00 a shot: the hammerhead pays R$ 200,00 and is caught 0,48 % of the time.
    expect(within(gate).getByText(`Paga ${brlText(20_000)}`)).toBeTruthy();
    expect(within(gate).getByText('Captura: 0,48 %')).toBeTruthy();
    expect(within(gate).getByText('Captura: 48,00 %')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Disparar' }) as HTMLButtonElement).disabled).toBe(true);

    pressSpace();
    fireEvent.click(within(gate).getByRole('button', { name: 'Entendi, jogar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The game's name in the page's language, its code after it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rainha do Kraken 3D Jogo OCZ-0001');
    expect(screen.getByText('RTP 96,00 %')).toBeTruthy();
    expect(screen.getByText('até 200×')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Disparar' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Regras do jogo' }));
    expect(await screen.findByRole('dialog', { name: 'Regras do jogo' })).toBeTruthy();
  });

  it('fires nothing before the rules are closed', async () => {
    const fetchMock = mockServer({});
    renderTable();
    pressSpace();
    runFrames(200);
    await act(instant);
    expect(shotCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByTestId('balance').textContent).toBe(brl(200_000));
  });

  it('sends the shot of the fish a bullet hits, at the chosen cost, and shows the catch and the balance', async () => {
    const fetchMock = mockServer({});
    renderTable();
    acknowledge();
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar o valor do disparo' }));
    expect(screen.getByTestId('cost').textContent).toBe(brl(200));

    pressSpace();
    // The bullet holds its cost from the balance while it flies.
    expect(screen.getByTestId('balance').textContent).toBe(brl(200_000 - 200));
    await shootUntilSent(fetchMock);

    const [shot] = shotCalls(fetchMock);
    expect(shot).toEqual({ sessionId: 'fish-session', cost: 200, species: expect.any(String) });
    const species = testFishGame.species.find((entry) => entry.id === shot!.species)!;
    expect(species).toBeTruthy();
    const win = 200 * species.multiplier;
    await waitFor(() => expect(screen.getByTestId('win').textContent).toBe(brl(win)));
    expect(
      screen.getByText(`Você capturou ${species.names.PT}: ${brlText(win)}`).getAttribute('aria-live'),
    ).toBe('polite');
    runFrames(300);
    await act(instant);
    // Every bullet fired has landed or gone: the balance is the server's.
    const shots = shotCalls(fetchMock);
    const settled = shots.reduce((sum, one) => {
      const multiplier = testFishGame.species.find((entry) => entry.id === one.species)!.multiplier;
      return sum + one.cost * (multiplier - 1);
    }, 200_000);
    expect(screen.getByTestId('balance').textContent).toBe(brl(settled));
  });

  it('never lets the bullets in flight spend more than the balance', async () => {
    mockServer({ session: fishSessionFixture(250) });
    renderTable(fishSessionFixture(250) as SessionOf<'fish'>);
    acknowledge();
    pressSpace();
    runFrames(15);
    pressSpace();
    runFrames(15);
    expect(screen.getByTestId('balance').textContent).toBe(brl(50));
    // A third bullet would need R$ 1,00 more than is left.
    pressSpace();
    runFrames(1);
    expect(screen.getByTestId('balance').textContent).toBe(brl(50));
  });

  it('shows a refusal, takes the balance the server reports, and stops auto-fire', async () => {
    const fetchMock = mockServer({
      answer: () => refused('insufficient-funds', 'Saldo insuficiente para esta operação.', { balance: 50 }),
    });
    renderTable();
    acknowledge();
    const auto = screen.getByRole('button', { name: 'Disparo automático' });
    fireEvent.click(auto);
    expect(auto.getAttribute('aria-pressed')).toBe('true');
    for (let round = 0; round < 30 && shotCalls(fetchMock).length === 0; round += 1) {
      runFrames(20);
      await act(instant);
    }
    expect(await screen.findByText('Saldo insuficiente para esta operação.')).toBeTruthy();
    await waitFor(() => expect(auto.getAttribute('aria-pressed')).toBe('false'));
    runFrames(400);
    await act(instant);
    expect(screen.getByTestId('balance').textContent).toBe(brl(50));
    expect((screen.getByRole('button', { name: 'Disparar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when shots come too fast, and keeps playing', async () => {
    const fetchMock = mockServer({
      answer: () => refused('shots-too-fast', 'Disparos rápidos demais. Aguarde um instante.'),
    });
    renderTable();
    acknowledge();
    await shootUntilSent(fetchMock);
    expect(await screen.findByText('Disparos rápidos demais. Aguarde um instante.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Disparar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells the framing site the balance moved after a real-money shot, never in demo', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const fetchMock = mockServer({});
    const { unmount } = renderTable();
    acknowledge();
    await shootUntilSent(fetchMock);
    await waitFor(() => expect(screen.getByTestId('win').textContent).not.toBe(brl(0)));
    // Demo: no bare "wallet moved" message, only the demo credits the header shows.
    expect(postMessage).not.toHaveBeenCalledWith({ type: GAME_BALANCE_MESSAGE }, '*');
    // The message goes from an effect after the render, so it may trail the balance on screen.
    await waitFor(() => {
      const [lastDemo] = postMessage.mock.calls.at(-1) as [{ demoBalance: number }];
      expect(brl(lastDemo.demoBalance)).toBe(screen.getByTestId('balance').textContent);
    });
    unmount();
    postMessage.mockClear();

    const real = { ...fishSessionFixture(), mode: 'real' as const };
    const realFetch = mockServer({ session: real });
    renderTable(real as SessionOf<'fish'>);
    acknowledge();
    await shootUntilSent(realFetch);
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: GAME_BALANCE_MESSAGE }, '*'));
    expect(postMessage.mock.calls.some(([message]) => 'demoBalance' in (message as object))).toBe(false);
  });

  it('keeps the shot cost within the game’s list', () => {
    mockServer({});
    renderTable();
    acknowledge();
    const down = screen.getByRole('button', { name: 'Diminuir o valor do disparo' }) as HTMLButtonElement;
    for (let index = 0; index < 10; index += 1) fireEvent.click(down);
    expect(screen.getByTestId('cost').textContent).toBe(brl(10));
    expect(down.disabled).toBe(true);
    const up = screen.getByRole('button', { name: 'Aumentar o valor do disparo' }) as HTMLButtonElement;
    for (let index = 0; index < 10; index += 1) fireEvent.click(up);
    expect(screen.getByTestId('cost').textContent).toBe(brl(1_000));
    expect(up.disabled).toBe(true);
  });
});
