import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, type MemberMission } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { useSessionStore } from '../../../../lib/session-store';
import { jurisdictionFixture, statusFixture } from '../../../../test-fixtures';
import { apiFailure, callsTo, memberFixture, mockApi, renderWithApp } from '../../../../test-render';
import MemberPage from '../../pages/member-page';

const JURISDICTION = 'GET /wps/system/jurisdiction';
const MISSIONS = 'POST /wps/relay/MCSFE_getMissionSummaryDetails';
const REBATE = 'GET /wps/member/rebate';
const POINTS = 'POST /wps/relay/MCS2_getPointBalance';
const INFO = 'GET /wps/member/info';
const CHECK_IN = 'GET /wps/member/checkIn';
const CHECK_IN_POST = 'POST /wps/member/checkIn';
const VIP_CLAIMABLE = 'GET /wps/member/playerRank/claimable';
const REFERRAL = 'GET /wps/member/referral';
const PROMOTIONS = 'GET /wps/promotions';

const checkIn = (checkedInToday: boolean, streak: number) => ({
  date: '2026-11-29',
  checkedInToday,
  streak,
  cashRewards: true,
  days: [100, 150, 200, 300, 400, 600, 1_000].map((cash, index) => ({
    day: index + 1,
    cash,
    points: 10,
    done: index < (checkedInToday ? streak : streak),
    today: index === (checkedInToday ? streak - 1 : streak),
  })),
});

const promotion = (status: string, entry = 'CLAIM') => ({
  id: `p-${status}`,
  code: `P-${status}`,
  entry,
  period: 'ONCE',
  rewardAmount: 1_000,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  image: '',
  title: `Promo ${status}`,
  summary: '',
  status,
  rewardType: 'BONUS',
  rewardGame: '',
  rewardBet: 0,
  minTurnover: 0,
  turnover: null,
  wageringMultiplier: 0,
  minDeposit: 0,
  matchPercent: 0,
  rejectReason: null,
});

const completed: MemberMission = {
  id: '1b8f5f7e-3f3c-4a6b-8f43-5f7d1c2a9e11',
  code: 'WEEKLY-DEPOSIT',
  name: 'Fazer um depósito esta semana',
  kind: 'DEPOSIT',
  category: null,
  minAmount: null,
  period: 'WEEKLY',
  periodKey: '2026-11-23',
  target: 1,
  progress: 1,
  state: 'COMPLETED',
  rewardKind: 'POINTS',
  rewardAmount: 100,
  periodEndsAt: '2026-11-30T03:00:00.000Z',
  claimableUntil: '2026-11-30T04:00:00.000Z',
  secondsLeft: 3_600,
};

const rebate = (pendingAmount: number) => ({
  mode: 'CLAIM',
  claimable: pendingAmount > 0,
  pendingAmount,
  pendingCount: pendingAmount > 0 ? 1 : 0,
  minimumPayout: 100,
  vipLevel: 1,
  today: { period: '2026-11-29', categories: [] },
  history: [],
  page: 1,
  totalPages: 0,
  total: 0,
});

const points = {
  point: 5_000,
  cashValue: 5_000,
  config: { turnoverPerPoint: 1_000, cashPerPoint: 1, minConvertPoints: 100 },
  convertible: true,
};

/** The status with the operator's rebate, VIP and referral flags on. */
const flagsOn = () => {
  const status = statusFixture();
  status.info.whitelabel = { ...status.info.whitelabel, MANPLAYREB3: true, VIP3: true, REFERRAL3: true };
  return status;
};

const api = (profile: 'OPEN' | 'BR', pendingRebate = 1_234, checkedIn = false) => {
  let checkedInNow = checkedIn;
  return mockApi({
    [JURISDICTION]: () => jurisdictionFixture(profile),
    [MISSIONS]: () => ({ list: [completed], claimableCount: 1, serverTime: '2026-11-29T20:00:00.000Z' }),
    [REBATE]: () => rebate(pendingRebate),
    [POINTS]: () => points,
    [INFO]: () => memberFixture({ hasVip: true, vipRankLevel: 1, vipLabelName: 'Prata' }),
    [CHECK_IN]: () => (checkedInNow ? checkIn(true, 3) : checkIn(false, 2)),
    [CHECK_IN_POST]: () => {
      checkedInNow = true;
      return { date: '2026-11-29', streak: 3, day: 3, cash: 200, points: 10, balance: 10_200 };
    },
    [VIP_CLAIMABLE]: () => ({ count: 2 }),
    [REFERRAL]: () => ({
      code: 'JOGA0001',
      link: 'http://localhost/register?referralCode=JOGA0001',
      qr: 'data:image/svg+xml;base64,PHN2Zy8+',
      rule: { rewardAmount: 2_000, qualifyingDeposit: 5_000, qualifyingTurnover: 20_000 },
      friends: [],
      page: 1,
      totalPages: 0,
      total: 0,
    }),
    // As the server: in BR it lists no promotion that pays money.
    [PROMOTIONS]: () => ({
      list: profile === 'BR' ? [] : [promotion('CLAIM'), promotion('CLAIMED'), promotion('JOIN', 'MANUAL')],
    }),
    // Two tickets of the wheel to open; none of the envelope and the egg, no raffle entries.
    'GET /wps/member/lucky-draws': ({ url }) => ({
      game: null,
      tickets:
        url.searchParams.get('kind') === 'PRIZE_WHEEL'
          ? ['t1', 't2'].map((id) => ({ id, source: 'GRANT', expiresAt: '2026-12-06T03:00:00.000Z' }))
          : [],
      seed: { serverSeedHash: 'a'.repeat(64), clientSeed: 'seed', nonce: 0 },
      revealed: [],
      history: [],
    }),
    'GET /wps/member/lucky-draws/raffle': () => ({ raffle: null, entries: 0, claimable: 0 }),
    'GET /wps/member/lucky-draws/running': () => ({
      kinds: ['RED_ENVELOPE', 'PRIZE_WHEEL', 'GOLDEN_EGG', 'RAFFLE'],
    }),
  });
};

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
  useSessionStore.getState().setUserType(0);
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('reward centre (member centre rewardCenter)', () => {
  it('shows every offered reward, those ready to claim first, each leading to its page', async () => {
    api('OPEN');
    renderWithApp(<MemberPage />, { path: '/member?tab=rewardCenter', status: flagsOn() });
    const list = await screen.findByRole('list', { name: pt.rewardCentre.listLabel });
    await waitFor(() =>
      expect(within(list).getByTestId('reward-rebate').textContent).toContain(formatMoney(1_234, 'PT')),
    );
    await waitFor(() =>
      expect(within(list).getByTestId('reward-points').textContent).toContain('5000 pontos'),
    );
    await waitFor(() => expect(within(list).getByTestId('reward-vip').textContent).toContain('Prata'));
    expect(within(list).getByTestId('reward-missions').textContent).toContain('1 para resgatar');
    await waitFor(() =>
      expect(within(list).getByTestId('reward-vip').textContent).toContain('2 bônus para resgatar'),
    );
    await waitFor(() =>
      expect(within(list).getByTestId('reward-referral').textContent).toContain(formatMoney(2_000, 'PT')),
    );
    // Only the promotion in status CLAIM of a CLAIM entry counts.
    expect(within(list).getByTestId('reward-promotions').textContent).toContain('1 para resgatar');
    await waitFor(() =>
      expect(within(list).getByTestId('reward-lucky-PRIZE_WHEEL').textContent).toContain('2 bilhetes'),
    );
    // Those with something to claim come first, and say so.
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.dataset.testid)).toEqual([
      'reward-missions',
      'reward-rebate',
      'reward-promotions',
      'reward-lucky-PRIZE_WHEEL',
      'reward-vip',
      'reward-lucky-RED_ENVELOPE',
      'reward-lucky-GOLDEN_EGG',
      'reward-lucky-RAFFLE',
      'reward-points',
      'reward-referral',
    ]);
    const link = (testId: string) => within(within(list).getByTestId(testId)).getByRole('link');
    expect(link('reward-lucky-PRIZE_WHEEL').getAttribute('href')).toBe('/prizeWheel');
    expect(link('reward-lucky-RAFFLE').getAttribute('href')).toBe('/raffle');
    expect(link('reward-missions').getAttribute('href')).toBe('/missions');
    expect(link('reward-missions').textContent).toBe(pt.rewardCentre.claim);
    expect(link('reward-rebate').getAttribute('href')).toBe('/member?tab=manualRebate');
    expect(link('reward-points').getAttribute('href')).toBe('/pointMall');
    expect(link('reward-points').textContent).toBe(pt.rewardCentre.open);
    expect(link('reward-vip').getAttribute('href')).toBe('/member?tab=playerRank');
    expect(link('reward-vip').textContent).toBe(pt.rewardCentre.claim);
    expect(link('reward-referral').getAttribute('href')).toBe('/member?tab=referral');
    expect(link('reward-promotions').getAttribute('href')).toBe('/promotions');
  });

  it('shows the check-in strip and checks in for today, once', async () => {
    const fetchMock = api('OPEN');
    renderWithApp(<MemberPage />, { path: '/member?tab=rewardCenter', status: flagsOn() });
    const card = await screen.findByTestId('check-in');
    await waitFor(() =>
      expect(within(card).getByTestId('check-in-streak').textContent).toBe('Sequência de 2 dias'),
    );
    expect(within(card).getAllByRole('listitem')).toHaveLength(7);
    expect(within(card).getByTestId('check-in-day-3').getAttribute('aria-current')).toBe('date');
    expect(within(card).getByTestId('check-in-day-3').textContent).toContain(formatMoney(200, 'PT'));
    fireEvent.click(within(card).getByTestId('check-in-button'));
    expect((await within(card).findByTestId('check-in-credited')).textContent).toContain('Dia 3');
    await waitFor(() => expect(within(card).getByTestId('check-in-button')).toHaveProperty('disabled', true));
    expect(within(card).getByTestId('check-in-button').textContent).toBe(pt.checkIn.done);
    expect(callsTo(fetchMock, CHECK_IN_POST)).toHaveLength(1);
  });

  it("shows the server's refusal of a check-in", async () => {
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [CHECK_IN]: () => checkIn(false, 0),
      [CHECK_IN_POST]: () =>
        apiFailure('check-in-done', 'Você já fez o check-in hoje. Volte amanhã.', null, 409),
    });
    renderWithApp(<MemberPage />, { path: '/member?tab=rewardCenter', status: statusFixture() });
    const card = await screen.findByTestId('check-in');
    await waitFor(() =>
      expect(within(card).getByTestId('check-in-streak').textContent).toBe(pt.checkIn.noStreak),
    );
    fireEvent.click(within(card).getByTestId('check-in-button'));
    expect(await within(card).findByText('Você já fez o check-in hoje. Volte amanhã.')).toBeTruthy();
  });

  it('counts what waits to be claimed on the member menu: missions, cashback once, VIP bonuses, the check-in, promotions', async () => {
    api('OPEN');
    renderWithApp(<MemberPage />, { path: '/member', status: flagsOn() });
    const menu = await screen.findByTestId('member-menu');
    await waitFor(() =>
      expect(
        within(menu).getByRole('link', { name: new RegExp(pt.rewardCentre.title, 'u') }).textContent,
      ).toContain('6'),
    );
  });

  it('under the BR profile shows the points and the VIP level only, and asks nothing of missions or cashback', async () => {
    const fetchMock = api('BR');
    renderWithApp(<MemberPage />, { path: '/member?tab=rewardCenter', status: flagsOn() });
    const list = await screen.findByRole('list', { name: pt.rewardCentre.listLabel });
    await waitFor(() => expect(within(list).getByTestId('reward-vip').textContent).toContain('Prata'));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.dataset.testid),
    ).toEqual(['reward-points', 'reward-vip']);
    expect(screen.queryByTestId('check-in')).toBeNull();
    expect(callsTo(fetchMock, MISSIONS)).toHaveLength(0);
    expect(callsTo(fetchMock, REBATE)).toHaveLength(0);
    // No check-in, no VIP money and no referral in BR: none of them is asked.
    expect(callsTo(fetchMock, CHECK_IN)).toHaveLength(0);
    expect(callsTo(fetchMock, VIP_CLAIMABLE)).toHaveLength(0);
    expect(callsTo(fetchMock, REFERRAL)).toHaveLength(0);
  });

  it('says so when nothing is offered', async () => {
    mockApi({
      [JURISDICTION]: () => ({
        ...jurisdictionFixture('OPEN'),
        promotions: Object.fromEntries(
          Object.keys(jurisdictionFixture('OPEN').promotions).map((key) => [key, false]),
        ),
      }),
    });
    renderWithApp(<MemberPage />, { path: '/member?tab=rewardCenter', status: flagsOn() });
    expect(await screen.findByText(pt.rewardCentre.emptyTitle)).toBeTruthy();
  });
});
