import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyPage } from './verify-page';
import { type Envelope, ok, refused } from '../test-envelopes';

// The published worked example (docs/provably-fair.md, section 3).
const SERVER_SEED = '6a1c1e0b4b7f2f0e9d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a291807f6e';
const HASH = '4432bb6293cd22bc2e3cfb9d599ed3ba439ac6fe06be42025a8d15ca7614a790';
const FLOAT_0 = 0.3698758326936513;
const PLINKO_PATH = [0, 0, 0, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0];

const mockServer = (answers: Record<string, Envelope[]>) => {
  const queues = new Map(Object.entries(answers).map(([path, list]) => [path, [...list]]));
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const body = queues.get(url)?.shift() ?? refused('service-unavailable', 'Serviço indisponível.');
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const bodiesOf = (fetchMock: ReturnType<typeof mockServer>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);

const fields = (extra: Record<string, string>) =>
  `?${new URLSearchParams({ lang: 'PT', serverSeed: SERVER_SEED, clientSeed: 'player-seed-42', nonce: '7', ...extra })}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('verify page', () => {
  it('recomputes a dice roll in the browser and shows that the server agrees', async () => {
    const fetchMock = mockServer({
      '/studio/api/fair/verify': [
        ok({ kind: 'dice', serverSeedHash: HASH, floats: [FLOAT_0], outcome: { roll: 3699, win: true } }),
      ],
    });
    render(<VerifyPage search={fields({ kind: 'dice', direction: 'under', target: '5000', hash: HASH })} />);
    expect((screen.getByLabelText('Alvo') as HTMLInputElement).value).toBe('50,00');
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    const outcome = await screen.findByTestId('verify-outcome');
    expect(within(outcome).getByText('Número sorteado: 36,99')).toBeTruthy();
    expect(within(outcome).getByText('Ganha (Abaixo de 50,00)')).toBeTruthy();
    expect(screen.getByTestId('computed-hash').textContent).toBe(HASH);
    expect(screen.getByText('Confere com o hash mostrado antes do jogo.')).toBeTruthy();
    expect(screen.getByText(String(FLOAT_0))).toBeTruthy();
    expect(screen.getByText('player-seed-42:7:0')).toBeTruthy();
    expect(await screen.findByText('O servidor chegou ao mesmo resultado.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/studio/api/fair/verify')).toEqual([
      {
        kind: 'dice',
        serverSeed: SERVER_SEED,
        clientSeed: 'player-seed-42',
        nonce: 7,
        direction: 'under',
        target: 5000,
      },
    ]);
  });

  it('says when the server computed something else, and when the seed is not the committed one', async () => {
    mockServer({
      '/studio/api/fair/verify': [
        ok({
          kind: 'double',
          serverSeedHash: HASH,
          floats: [FLOAT_0],
          outcome: { slot: 9, colour: 'black' },
        }),
      ],
    });
    render(<VerifyPage search={fields({ kind: 'double', hash: 'ab'.repeat(32), colour: 'red' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Casa 5: Vermelho')).toBeTruthy();
    expect(screen.getByText('Ganha (Vermelho)')).toBeTruthy();
    expect(screen.getByText(/Não confere com o hash mostrado antes do jogo/u)).toBeTruthy();
    expect(await screen.findByText('O servidor calculou outro resultado: Casa 9: Preto')).toBeTruthy();
  });

  it('draws a 16-row Plinko path over two HMAC rounds', async () => {
    mockServer({
      '/studio/api/fair/verify': [
        ok({
          kind: 'plinko',
          serverSeedHash: HASH,
          floats: [FLOAT_0],
          outcome: { path: PLINKO_PATH, slot: 7, multiplierE4: 2000 },
        }),
      ],
    });
    render(<VerifyPage search={fields({ kind: 'plinko', rows: '16', risk: 'high' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    const outcome = await screen.findByTestId('verify-outcome');
    expect(within(outcome).getByText('Casa 7')).toBeTruthy();
    expect(within(outcome).getByText(/Caminho: E E E E D D D E D D D D E E E E/u)).toBeTruthy();
    expect(screen.getByText('player-seed-42:7:1')).toBeTruthy();
    // The server's floats are only the first: it does not agree.
    expect(await screen.findByText(/O servidor calculou outro resultado/u)).toBeTruthy();
  });

  it('loads a stored round by id, verifies it at once and compares it with the recorded outcome', async () => {
    const fetchMock = mockServer({
      '/studio/api/fair/round': [
        ok({
          roundId: 'round-9',
          gameCode: 'SG-0002',
          kind: 'mines',
          bet: 100,
          win: 0,
          createdAt: '2025-01-02T03:04:05.000Z',
          serverSeedHash: HASH,
          serverSeed: SERVER_SEED,
          clientSeed: 'player-seed-42',
          nonce: 7,
          params: { mines: 3, picks: [4], edgeBp: 100 },
          outcome: { mineTiles: [3, 4, 9] },
        }),
      ],
      '/studio/api/fair/verify': [
        ok({ kind: 'mines', serverSeedHash: HASH, floats: [], outcome: { mineTiles: [3, 4, 9] } }),
      ],
    });
    render(<VerifyPage search="?lang=PT&round=round-9" />);
    expect(await screen.findByRole('heading', { name: 'Rodada round-9' })).toBeTruthy();
    const outcome = await screen.findByTestId('verify-outcome');
    expect(
      within(outcome).getByText('Minas nas casas 3, 4, 9 (numeradas de 0 a 24, linha por linha)'),
    ).toBeTruthy();
    expect(within(outcome).getByLabelText('Casa 9: mina')).toBeTruthy();
    expect((await screen.findByTestId('round-check')).textContent).toBe(
      'Confere com o resultado registrado da rodada.',
    );
    expect(screen.getByText('Confere com o hash mostrado antes do jogo.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/studio/api/fair/round')).toEqual([{ roundId: 'round-9' }]);
    expect(bodiesOf(fetchMock, '/studio/api/fair/verify')[0]).toMatchObject({
      kind: 'mines',
      mines: 3,
      nonce: 7,
    });
  });

  it('recomputes Limbo at the round’s edge', async () => {
    mockServer({
      '/studio/api/fair/round': [
        ok({
          roundId: 'round-5',
          gameCode: 'SG-0005',
          kind: 'limbo',
          bet: 1000,
          win: 2500,
          createdAt: '2025-01-02T03:04:05.000Z',
          serverSeedHash: HASH,
          serverSeed: SERVER_SEED,
          clientSeed: 'player-seed-42',
          nonce: 7,
          params: { target: 250, edgeBp: 100 },
          outcome: { result: 267 },
        }),
      ],
      '/studio/api/fair/verify': [
        ok({ kind: 'limbo', serverSeedHash: HASH, floats: [FLOAT_0], outcome: { result: 267 } }),
      ],
    });
    render(<VerifyPage search="?lang=PT&round=round-5" />);
    const outcome = await screen.findByTestId('verify-outcome');
    expect(within(outcome).getByText('Resultado: 2,67×')).toBeTruthy();
    expect(within(outcome).getByText(/Ganha/u)).toBeTruthy();
    expect(await screen.findByText('O servidor chegou ao mesmo resultado.')).toBeTruthy();
    expect(screen.getByTestId('round-check').textContent).toBe(
      'Confere com o resultado registrado da rodada.',
    );
  });

  it('says the server seed of a round is revealed only after rotation', async () => {
    const fetchMock = mockServer({
      '/studio/api/fair/round': [
        ok({
          roundId: 'round-3',
          gameCode: 'SG-0003',
          kind: 'dice',
          bet: 100,
          win: 0,
          createdAt: '2025-01-02T03:04:05.000Z',
          serverSeedHash: HASH,
          serverSeed: null,
          clientSeed: 'player-seed-42',
          nonce: 2,
          params: { direction: 'over', target: 5050, edgeBp: 100 },
          outcome: { roll: 1200, win: false },
        }),
      ],
    });
    render(<VerifyPage search="?lang=PT&round=round-3" />);
    expect(await screen.findByText(/ainda não foi revelada/u)).toBeTruthy();
    expect(screen.getByTestId('stored-outcome').textContent).toBe('Número sorteado: 12,00');
    expect(bodiesOf(fetchMock, '/studio/api/fair/verify')).toHaveLength(0);
  });

  it('says what is missing under the fields and sends nothing', async () => {
    const fetchMock = mockServer({});
    render(<VerifyPage search="?lang=PT&kind=dice" />);
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getAllByText('Preencha este campo.')).toHaveLength(2);
    expect(screen.getByText('Um número inteiro a partir de 0.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a lookup', async () => {
    mockServer({ '/studio/api/fair/round': [refused('round-not-found', 'Rodada não encontrada.')] });
    render(<VerifyPage search="?lang=EN&round=nope" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Rodada não encontrada.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verify a round' })).toBeTruthy();
  });
});
