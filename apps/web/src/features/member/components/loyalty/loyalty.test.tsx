import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, type PlayerRankResponse, type ReferralResponse } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { SideMenu } from '../../../../app/layout/side-menu';
import { useSessionStore } from '../../../../lib/session-store';
import { jurisdictionFixture, statusFixture } from '../../../../test-fixtures';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../../test-render';
import { PlayerRank } from './player-rank';
import { Referral } from './referral';

const REFERRAL = 'GET /wps/member/referral';
const RANK = 'GET /wps/member/playerRank';
const CLAIM = 'POST /wps/member/playerRank/claim';
const brl = (minor: number) => formatMoney(minor, 'PT');

const referral = (patch: Partial<ReferralResponse> = {}): ReferralResponse => ({
  code: 'JOGA0001',
  link: 'http://localhost/register?referralCode=JOGA0001',
  qr: 'data:image/svg+xml;base64,PHN2Zy8+',
  rule: { rewardAmount: 2_000, qualifyingDeposit: 5_000, qualifyingTurnover: 20_000 },
  friends: [
    {
      account: 'am****1x',
      registeredAt: '2026-11-28T15:00:00.000Z',
      status: 'registered',
      rewardAmount: null,
    },
    { account: 'be****2x', registeredAt: '2026-11-27T15:00:00.000Z', status: 'active', rewardAmount: null },
    {
      account: 'ce****3x',
      registeredAt: '2026-11-26T15:00:00.000Z',
      status: 'rewarded',
      rewardAmount: 2_000,
    },
  ],
  page: 1,
  totalPages: 1,
  total: 3,
  ...patch,
});

const rank = (patch: Partial<PlayerRankResponse> = {}): PlayerRankResponse => ({
  currentLevel: 1,
  turnover: 600_000,
  deposits: 60_000,
  next: { level: 2, turnoverNeeded: 4_400_000, depositsNeeded: 440_000, percent: 12 },
  levels: [
    {
      level: 0,
      name: 'Bronze',
      requiredTurnover: 0,
      requiredDeposits: 0,
      benefits: 'Promoções',
      upgradeBonus: 0,
      monthlyBonus: 0,
    },
    {
      level: 1,
      name: 'Prata',
      requiredTurnover: 500_000,
      requiredDeposits: 50_000,
      benefits: 'Atendimento prioritário',
      upgradeBonus: 1_000,
      monthlyBonus: 500,
    },
    {
      level: 2,
      name: 'Ouro',
      requiredTurnover: 5_000_000,
      requiredDeposits: 500_000,
      benefits: 'Saques primeiro',
      upgradeBonus: 5_000,
      monthlyBonus: 2_000,
    },
  ],
  moneyRewards: true,
  rewardMode: 'CLAIM',
  rewards: [
    {
      id: '0b5c3c1e-1111-4a4a-8a8a-000000000001',
      kind: 'VIP_UPGRADE',
      amount: 1_000,
      level: 1,
      month: null,
      status: 'PENDING',
      createdAt: '2026-11-28T15:00:00.000Z',
      expiresAt: null,
    },
    {
      id: '0b5c3c1e-1111-4a4a-8a8a-000000000002',
      kind: 'VIP_MONTHLY',
      amount: 500,
      level: 1,
      month: '2026-10',
      status: 'EXPIRED',
      createdAt: '2026-10-28T15:00:00.000Z',
      expiresAt: '2026-11-01T03:00:00.000Z',
    },
  ],
  ...patch,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
  useSessionStore.getState().setUserType(0);
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('referral page', () => {
  it('shows the code, link, QR and rule, copies the link with a confirmation, and lists the friends', async () => {
    mockApi({ [REFERRAL]: () => referral() });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<Referral />);
    expect(await screen.findByTestId('referral-code')).toHaveProperty('textContent', 'JOGA0001');
    expect(screen.getByTestId('referral-link').textContent).toBe(
      'http://localhost/register?referralCode=JOGA0001',
    );
    expect(screen.getByRole('img', { name: pt.loyalty.referral.qr }).getAttribute('src')).toMatch(
      /^data:image\/svg/u,
    );
    expect(screen.getByTestId('referral-rule').textContent).toContain(brl(2_000));

    fireEvent.click(screen.getByTestId('referral-copy-link'));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('http://localhost/register?referralCode=JOGA0001'),
    );
    expect(await within(screen.getByTestId('referral-copy-link')).findByText(pt.common.copied)).toBeTruthy();

    const friends = within(screen.getByTestId('referral-friends')).getAllByRole('listitem');
    expect(friends.map((item) => item.textContent)).toEqual([
      expect.stringContaining('am****1x'),
      expect.stringContaining('be****2x'),
      expect.stringContaining('ce****3x'),
    ]);
    expect(within(friends[0]!).getByText(pt.loyalty.referral.status.registered)).toBeTruthy();
    expect(within(friends[1]!).getByText(pt.loyalty.referral.status.active)).toBeTruthy();
    // A friend who qualified: rewarded, with what was paid for them.
    expect(within(friends[2]!).getByText(pt.loyalty.referral.status.rewarded)).toBeTruthy();
    expect(within(friends[2]!).getByTestId('referral-friend-reward').textContent).toContain(brl(2_000));
  });

  it('says so when no friend registered yet, and when no reward is configured', async () => {
    mockApi({
      [REFERRAL]: () =>
        referral({
          friends: [],
          total: 0,
          totalPages: 0,
          rule: { rewardAmount: 0, qualifyingDeposit: 0, qualifyingTurnover: 0 },
        }),
    });
    renderWithApp(<Referral />);
    expect(await screen.findByText(pt.loyalty.referral.emptyTitle)).toBeTruthy();
    expect(screen.getByTestId('referral-rule').textContent).toBe(pt.loyalty.referral.noReward);
  });

  it("shows the server's message when loading fails, and tries again", async () => {
    let fail = true;
    const fetchMock = mockApi({
      [REFERRAL]: () =>
        fail ? apiFailure('operation-not-allowed', 'Função não habilitada.', null, 403) : referral(),
    });
    renderWithApp(<Referral />);
    expect(await screen.findByText('Função não habilitada.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByTestId('referral-code')).toBeTruthy();
    expect(callsTo(fetchMock, REFERRAL)).toHaveLength(2);
  });
});

describe('VIP rank page', () => {
  it('shows the current level, the progress to the next and every level with its benefits', async () => {
    mockApi({ [RANK]: () => rank() });
    renderWithApp(<PlayerRank />);
    expect((await screen.findByTestId('rank-current')).textContent).toContain('Prata');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12');
    expect(screen.getByTestId('rank-needs').textContent).toContain(brl(600_000));
    const levels = within(screen.getByTestId('rank-levels')).getAllByRole('listitem');
    expect(levels).toHaveLength(3);
    expect(levels[1]!.getAttribute('aria-current')).toBe('true');
    expect(within(levels[2]!).getByText('Saques primeiro')).toBeTruthy();
  });

  it("shows each level's bonuses and claims a pending one, showing what was credited", async () => {
    const fetchMock = mockApi({
      [RANK]: () => rank(),
      [CLAIM]: () => ({ amount: 1_000, balance: 11_000 }),
    });
    renderWithApp(<PlayerRank />);
    const rewards = await screen.findByTestId('rank-rewards');
    const levels = within(screen.getByTestId('rank-levels')).getAllByRole('listitem');
    expect(levels[2]!.textContent).toContain(brl(5_000));
    expect(within(rewards).getByText(pt.loyalty.rank.rewardStatus.EXPIRED)).toBeTruthy();
    expect(rewards.textContent).toContain('Bônus mensal · 10/2026');
    fireEvent.click(within(rewards).getByTestId('rank-reward-claim'));
    expect((await screen.findByTestId('rank-reward-claimed')).textContent).toContain(brl(1_000));
    const [claimCall] = callsTo(fetchMock, CLAIM);
    expect(JSON.parse(String(claimCall![1]?.body))).toEqual({ id: '0b5c3c1e-1111-4a4a-8a8a-000000000001' });
  });

  it("shows the server's refusal of a claim", async () => {
    mockApi({
      [RANK]: () => rank(),
      [CLAIM]: () =>
        apiFailure('reward-nothing-to-claim', 'Esta recompensa não está disponível para resgate.', null, 409),
    });
    renderWithApp(<PlayerRank />);
    fireEvent.click(await screen.findByTestId('rank-reward-claim'));
    expect(await screen.findByText('Esta recompensa não está disponível para resgate.')).toBeTruthy();
  });

  it('where VIP pays no money (BR) shows the benefits only: no bonuses, nothing to claim', async () => {
    const levels = rank().levels.map((level) => ({ ...level, upgradeBonus: 0, monthlyBonus: 0 }));
    mockApi({ [RANK]: () => rank({ moneyRewards: false, rewards: [], levels }) });
    renderWithApp(<PlayerRank />);
    expect(await screen.findByText('Saques primeiro')).toBeTruthy();
    expect(screen.queryByTestId('rank-rewards')).toBeNull();
    expect(screen.queryByText(brl(5_000), { exact: false })).toBeNull();
  });

  it('congratulates a member at the top level', async () => {
    mockApi({ [RANK]: () => rank({ currentLevel: 2, next: null }) });
    renderWithApp(<PlayerRank />);
    expect(await screen.findByText(pt.loyalty.rank.top)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('side menu', () => {
  const entry = (name: string) => screen.queryByRole('link', { name });
  const JURISDICTION = 'GET /wps/system/jurisdiction';

  it('leads VIP and referral to their member-centre pages where the profile offers them and their flags are on', async () => {
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN') });
    renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.vip)?.getAttribute('href')).toBe('/member?tab=playerRank'));
    expect(entry(pt.menu.referral)?.getAttribute('href')).toBe('/member?tab=referral');
  });

  it('leaves referral out under the BR profile, which offers VIP only', async () => {
    // As the server's BR profile: ranks may stay, referral rewards may not (decision 0015).
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('BR') });
    renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.vip)).toBeTruthy());
    expect(entry(pt.menu.referral)).toBeNull();
  });

  it('hides both when the operator switched the flags off', async () => {
    const fetchMock = mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN') });
    const status = statusFixture();
    status.info.whitelabel = { ...status.info.whitelabel, VIP3: false, REFERRAL3: false };
    renderWithApp(<SideMenu />, { status });
    await waitFor(() => expect(callsTo(fetchMock, JURISDICTION).length).toBeGreaterThan(0));
    expect(entry(pt.menu.vip)).toBeNull();
    expect(entry(pt.menu.referral)).toBeNull();
  });
});
