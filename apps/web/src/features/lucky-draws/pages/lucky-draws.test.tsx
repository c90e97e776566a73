import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  formatMoney,
  type LuckyDrawRecord,
  type LuckyGameResponse,
  type LuckyRaffleResponse,
} from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { en } from '../../../i18n/en';
import { pt } from '../../../i18n/pt';
import { SideMenu } from '../../../app/layout/side-menu';
import { useSessionStore } from '../../../lib/session-store';
import { jurisdictionFixture } from '../../../test-fixtures';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import LuckyDrawPage from './lucky-draw-page';
import RafflePage from './raffle-page';

const JURISDICTION = 'GET /wps/system/jurisdiction';
const RUNNING = 'GET /wps/member/lucky-draws/running';
const WHEEL = 'GET /wps/member/lucky-draws';
const OPEN = 'POST /wps/member/lucky-draws/open';
const VERIFY = 'POST /wps/member/lucky-draws/verify';
const SEED = 'POST /wps/member/lucky-draws/seed';
const RAFFLE = 'GET /wps/member/lucky-draws/raffle';
const CLAIM = 'POST /wps/relay/MCS2_claimRafflePromotion';
const TICKET = '5b0f5f7e-3f3c-4a6b-8f43-5f7d1c2a9e10';
const HASH = 'a'.repeat(64);
const SERVER_SEED = 'b'.repeat(64);
const brl = (minor: number) => formatMoney(minor, 'PT').replace(/\s/gu, ' ');

const draw = (patch: Partial<LuckyDrawRecord> = {}): LuckyDrawRecord => ({
  ticketId: TICKET,
  status: 'PAID',
  prizeIndex: 2,
  prize: { type: 'CASH', amount: 500 },
  serverSeedHash: HASH,
  clientSeed: 'my-seed',
  nonce: 0,
  drawnAt: '2026-11-29T15:00:00.000Z',
  ...patch,
});

const wheel = (patch: Partial<LuckyGameResponse> = {}): LuckyGameResponse => ({
  game: {
    id: 'g1',
    code: 'WHEEL',
    kind: 'PRIZE_WHEEL',
    names: { PT: 'Roda de novembro', EN: 'November wheel', CN: '十一月转盘' },
    endsAt: '2026-12-31T03:00:00.000Z',
    rules: { depositPerTicket: 5_000, turnoverPerTicket: null, maxPerDay: 3 },
    segments: [
      { prize: { type: 'NOTHING' }, weight: 50 },
      { prize: { type: 'POINTS', points: 20 }, weight: 30 },
      { prize: { type: 'CASH', amount: 500 }, weight: 20 },
    ],
  },
  tickets: [{ id: TICKET, source: 'DEPOSIT', expiresAt: '2026-12-06T03:00:00.000Z' }],
  seed: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 0 },
  revealed: [],
  history: [],
  ...patch,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
  useSessionStore.getState().setUserType(0);
  // Reduced motion: the animations land at once (the page must not wait for them then).
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('lucky draw pages', () => {
  it('spins the wheel to the drawn slice, announces the prize and verifies the draw once the seed is revealed', async () => {
    let opened = false;
    let rotated = false;
    const fetchMock = mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [WHEEL]: () =>
        rotated
          ? wheel({
              tickets: [],
              seed: { serverSeedHash: 'c'.repeat(64), clientSeed: 'my-seed', nonce: 0 },
              revealed: [
                {
                  serverSeed: SERVER_SEED,
                  serverSeedHash: HASH,
                  clientSeed: 'my-seed',
                  draws: 1,
                  revealedAt: '2026-11-29T15:01:00.000Z',
                },
              ],
              history: [draw()],
            })
          : opened
            ? wheel({
                tickets: [],
                history: [draw()],
                seed: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 1 },
              })
            : wheel(),
      [OPEN]: () => {
        opened = true;
        return {
          draw: draw(),
          balance: 10_500,
          seed: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 1 },
        };
      },
      [SEED]: () => {
        rotated = true;
        return {
          revealed: {
            serverSeed: SERVER_SEED,
            serverSeedHash: HASH,
            clientSeed: 'my-seed',
            draws: 1,
            revealedAt: '2026-11-29T15:01:00.000Z',
          },
          seed: { serverSeedHash: 'c'.repeat(64), clientSeed: 'my-seed', nonce: 0 },
        };
      },
      [VERIFY]: () => ({ hashMatches: true, prizeIndex: 2, matches: true, float: 0.9, hmac: 'ff' }),
    });
    renderWithApp(<LuckyDrawPage />, { path: '/prizeWheel' });
    expect(
      await screen.findByRole('heading', { level: 1, name: pt.lucky.headings.PRIZE_WHEEL }),
    ).toBeTruthy();
    await screen.findByText('Roda de novembro');
    expect(screen.getByTestId('lucky-tickets').textContent).toContain('1 bilhete');
    expect(screen.getAllByTestId('lucky-wheel-slice')).toHaveLength(3);
    expect(screen.getByTestId('lucky-seed-hash').textContent).toBe(HASH);
    expect(within(screen.getByTestId('lucky-prizes')).getByText('20,00% de chance')).toBeTruthy();
    expect(screen.getByTestId('lucky-page').textContent?.replace(/\s/gu, ' ')).toContain(
      `1 bilhete a cada ${brl(5_000)} depositados no dia`,
    );

    fireEvent.click(screen.getByTestId('lucky-open'));
    await waitFor(() =>
      expect(screen.getByTestId('lucky-result').textContent?.replace(/\s/gu, ' ')).toBe(
        `Você ganhou ${brl(500)}!`,
      ),
    );
    expect(callsTo(fetchMock, OPEN)).toHaveLength(1);
    // The third of three slices (120° each) ends under the pointer: 5 turns + 360 − 2.5 × 120.
    expect(screen.getByTestId('lucky-wheel').querySelector('svg')!.getAttribute('data-turn')).toBe(
      String(1_800 + 60),
    );
    await waitFor(() => expect(screen.getByTestId('lucky-open').textContent).toBe(pt.lucky.noTickets));
    expect((screen.getByTestId('lucky-open') as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByTestId('lucky-history')).getByText(pt.lucky.verifyNeedsReveal)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: pt.lucky.rotate }));
    const verify = await screen.findByRole('button', { name: pt.lucky.verify });
    expect(screen.getByTestId('lucky-revealed-seed').textContent).toContain(SERVER_SEED);
    fireEvent.click(verify);
    expect((await screen.findByTestId('lucky-verify-result')).textContent).toBe(pt.lucky.verified);
    expect(JSON.parse(String(callsTo(fetchMock, VERIFY)[0]![1]?.body))).toEqual({
      ticketId: TICKET,
      serverSeed: SERVER_SEED,
    });
  });

  it('refuses a client seed with other characters before asking the server', async () => {
    const fetchMock = mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN'), [WHEEL]: () => wheel() });
    renderWithApp(<LuckyDrawPage />, { path: '/prizeWheel' });
    const input = await screen.findByLabelText(pt.lucky.newClientSeed);
    fireEvent.change(input, { target: { value: 'has:colon' } });
    fireEvent.click(screen.getByRole('button', { name: pt.lucky.rotate }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(fetchMock, SEED)).toHaveLength(0);
  });

  it('shows the envelope and the egg, the server refusal, the empty and error states', async () => {
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [WHEEL]: () => wheel({ game: { ...wheel().game!, kind: 'RED_ENVELOPE' } }),
      [OPEN]: () => apiFailure('lucky-draw-ticket-used', 'Este bilhete já foi aberto.', null, 409),
    });
    const first = renderWithApp(<LuckyDrawPage />, { path: '/redEnvelope' });
    expect(await screen.findByTestId('lucky-envelope')).toBeTruthy();
    fireEvent.click(screen.getByTestId('lucky-open'));
    expect((await screen.findByRole('alert')).textContent).toContain('Este bilhete já foi aberto.');
    first.unmount();

    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [WHEEL]: () => wheel({ game: null, tickets: [] }),
    });
    const second = renderWithApp(<LuckyDrawPage />, { path: '/goldenEgg' });
    expect(await screen.findByText(pt.lucky.closedTitle)).toBeTruthy();
    second.unmount();

    let fail = true;
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [WHEEL]: () =>
        fail
          ? apiFailure('unknown', 'Falhou', null, 500)
          : wheel({ game: { ...wheel().game!, kind: 'GOLDEN_EGG' } }),
    });
    renderWithApp(<LuckyDrawPage />, { path: '/goldenEgg' });
    const retry = await screen.findByRole('button', { name: pt.common.retry });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('lucky-egg')).toBeTruthy();
  });

  it('tells trial accounts and BR visitors that the draws are not for them, without asking', async () => {
    useSessionStore.getState().setUserType(4);
    const trialMock = mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN') });
    const first = renderWithApp(<LuckyDrawPage />, { path: '/prizeWheel' });
    expect(await screen.findByText(pt.lucky.trialTitle)).toBeTruthy();
    expect(callsTo(trialMock, WHEEL)).toHaveLength(0);
    first.unmount();
    useSessionStore.getState().setUserType(0);
    const brMock = mockApi({ [JURISDICTION]: () => jurisdictionFixture('BR') });
    renderWithApp(<RafflePage />, { path: '/raffle' });
    expect(await screen.findByText(pt.common.notOfferedTitle)).toBeTruthy();
    expect(callsTo(brMock, RAFFLE)).toHaveLength(0);
  });

  it('claims raffle entries and, in English, shows the winners after the draw', async () => {
    const raffle = (
      patch: Partial<NonNullable<LuckyRaffleResponse['raffle']>> = {},
      claimable = 3,
    ): LuckyRaffleResponse => ({
      raffle: {
        id: 'r1',
        code: 'RAFFLE',
        names: { PT: 'Sorteio de Natal', EN: 'Christmas raffle', CN: '圣诞抽奖' },
        startsAt: '2026-11-01T03:00:00.000Z',
        endsAt: '2026-12-25T03:00:00.000Z',
        status: 'OPEN',
        rules: { depositPerTicket: 5_000, turnoverPerTicket: null, maxPerDay: 3 },
        places: [{ type: 'CASH', amount: 10_000 }],
        serverSeedHash: HASH,
        serverSeed: null,
        clientSeed: null,
        totalEntries: 10,
        winners: [],
        ...patch,
      },
      entries: 3 - claimable,
      claimable,
    });
    let claimed = false;
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [RAFFLE]: () => (claimed ? raffle({}, 0) : raffle()),
      [CLAIM]: () => {
        claimed = true;
        return { claimed: 3, entries: 3, serverSeedHash: HASH };
      },
    });
    const first = renderWithApp(<RafflePage />, { path: '/raffle' });
    expect((await screen.findByTestId('raffle-hash')).textContent).toBe(HASH);
    fireEvent.click(screen.getByTestId('raffle-claim'));
    expect(await screen.findByText('3 participações resgatadas.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('raffle-entries').textContent).toBe('3'));
    expect((screen.getByTestId('raffle-claim') as HTMLButtonElement).disabled).toBe(true);
    first.unmount();

    await changeLanguage('EN');
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [RAFFLE]: () =>
        raffle(
          {
            status: 'DRAWN',
            serverSeed: SERVER_SEED,
            clientSeed: 'd'.repeat(64),
            winners: [{ place: 1, account: 'jo***1', prize: { type: 'CASH', amount: 10_000 }, mine: true }],
          },
          0,
        ),
    });
    renderWithApp(<RafflePage />, { path: '/raffle' });
    const winners = await screen.findByTestId('raffle-winners');
    expect(winners.textContent).toContain('jo***1');
    expect(winners.textContent).toContain(`(${en.lucky.raffleYou})`);
    expect(screen.getByText(SERVER_SEED)).toBeTruthy();
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
  });

  it('lists the draws open now in the side menu under OPEN, none under BR nor for a trial account', async () => {
    const entry = (name: string) => screen.queryByRole('link', { name: new RegExp(`^${name}`, 'u') });
    const ALL_KINDS = ['RED_ENVELOPE', 'PRIZE_WHEEL', 'GOLDEN_EGG', 'RAFFLE'];
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN'), [RUNNING]: () => ({ kinds: ALL_KINDS }) });
    const first = renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.prizeWheel)?.getAttribute('href')).toBe('/prizeWheel'));
    expect(entry(pt.menu.redEnvelope)?.getAttribute('href')).toBe('/redEnvelope');
    expect(entry(pt.menu.goldenEgg)?.getAttribute('href')).toBe('/goldenEgg');
    expect(entry(pt.menu.raffle)?.getAttribute('href')).toBe('/raffle');
    first.unmount();
    // Only the kinds with a game open: a closed wheel's entry leads nowhere, so it is not listed.
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [RUNNING]: () => ({ kinds: ['GOLDEN_EGG'] }),
    });
    const open = renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.goldenEgg)).toBeTruthy());
    for (const name of [pt.menu.prizeWheel, pt.menu.redEnvelope, pt.menu.raffle]) {
      expect(entry(name)).toBeNull();
    }
    open.unmount();
    const running = mockApi({
      [JURISDICTION]: () => jurisdictionFixture('BR'),
      [RUNNING]: () => ({ kinds: ALL_KINDS }),
    });
    const second = renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.pointMall)).toBeTruthy());
    for (const name of [pt.menu.prizeWheel, pt.menu.redEnvelope, pt.menu.goldenEgg, pt.menu.raffle]) {
      expect(entry(name)).toBeNull();
    }
    // BR offers no draw: nothing is asked.
    expect(callsTo(running, RUNNING)).toHaveLength(0);
    second.unmount();
    useSessionStore.getState().setUserType(4);
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN'), [RUNNING]: () => ({ kinds: ALL_KINDS }) });
    renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.pointMall)).toBeTruthy());
    for (const name of [pt.menu.prizeWheel, pt.menu.redEnvelope, pt.menu.goldenEgg, pt.menu.raffle]) {
      expect(entry(name)).toBeNull();
    }
  });
});
