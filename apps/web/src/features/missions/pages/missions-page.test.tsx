import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, type MemberMission, type MissionSummaryResponse } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { SideMenu } from '../../../app/layout/side-menu';
import { useSessionStore } from '../../../lib/session-store';
import { jurisdictionFixture } from '../../../test-fixtures';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import MissionsPage from './missions-page';

const SUMMARY = 'POST /wps/relay/MCSFE_getMissionSummaryDetails';
const CLAIM = 'POST /wps/relay/MCSFE_claimMissionReward';
const JURISDICTION = 'GET /wps/system/jurisdiction';
const SLOTS_ID = '0b8f5f7e-3f3c-4a6b-8f43-5f7d1c2a9e10';
const DEPOSIT_ID = '1b8f5f7e-3f3c-4a6b-8f43-5f7d1c2a9e11';

const mission = (patch: Partial<MemberMission> = {}): MemberMission => ({
  id: SLOTS_ID,
  code: 'DAILY-SLOTS-50',
  name: 'Apostar R$ 50 em slots hoje',
  kind: 'WAGER',
  category: 'RNG',
  minAmount: null,
  period: 'DAILY',
  periodKey: '2026-11-29',
  target: 5_000,
  progress: 1_250,
  state: 'IN_PROGRESS',
  rewardKind: 'POINTS',
  rewardAmount: 50,
  periodEndsAt: '2026-11-30T03:00:00.000Z',
  claimableUntil: '2026-11-30T04:00:00.000Z',
  secondsLeft: 3 * 3_600 + 20 * 60,
  ...patch,
});
const completedDeposit = mission({
  id: DEPOSIT_ID,
  code: 'WEEKLY-DEPOSIT',
  name: 'Fazer um depósito esta semana',
  kind: 'DEPOSIT',
  category: null,
  period: 'WEEKLY',
  periodKey: '2026-11-23',
  target: 1,
  progress: 1,
  state: 'COMPLETED',
  rewardKind: 'BONUS',
  rewardAmount: 1_000,
  secondsLeft: 2 * 86_400 + 5 * 3_600,
});
/** Money as the page reads once Testing Library has normalised its spaces. */
const brl = (minor: number) => formatMoney(minor, 'PT').replace(/\s/gu, ' ');
const summary = (list: MemberMission[]): MissionSummaryResponse => ({
  list,
  claimableCount: list.filter((item) => item.state === 'COMPLETED').length,
  serverTime: '2026-11-29T20:00:00.000Z',
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

describe('missions page', () => {
  it('shows each mission as a card with its progress bar, reward and time left, in the language chosen', async () => {
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [SUMMARY]: () => summary([completedDeposit, mission()]),
    });
    renderWithApp(<MissionsPage />, { path: '/missions' });
    const cards = await screen.findAllByTestId('mission-card');
    expect(cards).toHaveLength(2);
    const slots = cards[1]!;
    expect(within(slots).getByRole('heading').textContent).toBe('Apostar R$ 50 em slots hoje');
    const bar = within(slots).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('1250');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
    expect(within(slots).getByText(`${brl(1_250)} de ${brl(5_000)}`)).toBeTruthy();
    expect(within(slots).getByText('Recompensa: 50 pontos')).toBeTruthy();
    expect(within(slots).getByText('Termina em 3 h 20 min')).toBeTruthy();
    expect(within(slots).getByTestId('mission-state').textContent).toBe('Em andamento');
    expect(within(slots).queryByTestId('mission-claim')).toBeNull();
    const deposit = cards[0]!;
    expect(within(deposit).getByText('1 de 1 depósitos')).toBeTruthy();
    expect(within(deposit).getByText(`Recompensa: ${brl(1_000)} de bônus`)).toBeTruthy();
    expect(within(deposit).getByText('Termina em 2 d 5 h')).toBeTruthy();
    expect(within(deposit).getByTestId('mission-claim')).toBeTruthy();
    expect(screen.getByRole('link', { name: pt.missions.leaderboardLink }).getAttribute('href')).toBe(
      '/member?tab=missionLeaderboard',
    );
    await changeLanguage('CN');
    await waitFor(() => expect(screen.getAllByTestId('mission-state')[1]!.textContent).toBe('进行中'));
  });

  it('says when there is nothing, and offers a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [SUMMARY]: () => (fail ? apiFailure('unknown', 'Falhou', null, 500) : summary([])),
    });
    renderWithApp(<MissionsPage />, { path: '/missions' });
    expect(await screen.findByText(pt.missions.loadError)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(pt.missions.emptyTitle)).toBeTruthy();
  });

  it('claims only after a confirmation, then shows the reward and the mission claimed', async () => {
    let claimed = false;
    const fetchMock = mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [SUMMARY]: () =>
        summary([
          mission({
            state: claimed ? 'CLAIMED' : 'COMPLETED',
            progress: 5_000,
          }),
        ]),
      [CLAIM]: () => {
        claimed = true;
        return { mission: mission({ state: 'CLAIMED', progress: 5_000 }), point: 1_050, balance: null };
      },
    });
    renderWithApp(<MissionsPage />, { path: '/missions' });
    fireEvent.click(await screen.findByTestId('mission-claim'));
    expect(screen.getByText('Resgatar “Apostar R$ 50 em slots hoje”? Você recebe 50 pontos.')).toBeTruthy();
    expect(callsTo(fetchMock, CLAIM)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('mission-claim-confirm'));
    expect(
      await screen.findByText('Recompensa resgatada: 50 pontos. Agora você tem 1.050 pontos.'),
    ).toBeTruthy();
    const [, init] = callsTo(fetchMock, CLAIM)[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ missionId: SLOTS_ID, periodKey: '2026-11-29' });
    await waitFor(() => expect(screen.getByTestId('mission-state').textContent).toBe('Resgatada'));
    expect(screen.queryByTestId('mission-claim')).toBeNull();
  });

  it('shows the server’s refusal of a claim and keeps the card', async () => {
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [SUMMARY]: () => summary([mission({ state: 'COMPLETED', progress: 5_000 })]),
      [CLAIM]: () =>
        apiFailure(
          'mission-not-claimable',
          'Esta missão não pode ser resgatada agora.',
          { state: 'CLAIMED' },
          409,
        ),
    });
    renderWithApp(<MissionsPage />, { path: '/missions' });
    fireEvent.click(await screen.findByTestId('mission-claim'));
    fireEvent.click(screen.getByTestId('mission-claim-confirm'));
    expect(await screen.findByText('Esta missão não pode ser resgatada agora.')).toBeTruthy();
    expect(screen.getAllByTestId('mission-card')).toHaveLength(1);
  });

  it('asks nothing where the profile leaves missions out (BR), nor for a trial account', async () => {
    const fetchMock = mockApi({ [JURISDICTION]: () => jurisdictionFixture('BR') });
    const first = renderWithApp(<MissionsPage />, { path: '/missions' });
    expect(await screen.findByText(pt.common.notOfferedTitle)).toBeTruthy();
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(0);
    first.unmount();
    useSessionStore.getState().setUserType(4);
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN') });
    renderWithApp(<MissionsPage />, { path: '/missions' });
    expect(await screen.findByText(pt.missions.trialTitle)).toBeTruthy();
  });
});

describe('missions in the menus', () => {
  const entry = (name: string) => screen.queryByRole('link', { name: new RegExp(`^${name}`, 'u') });

  it('leads the side menu to /missions with the count ready to claim where the profile offers missions', async () => {
    mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [SUMMARY]: () => summary([completedDeposit, mission({ id: SLOTS_ID, state: 'COMPLETED' })]),
    });
    renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.missions)?.getAttribute('href')).toBe('/missions'));
    const link = entry(pt.menu.missions)!;
    await waitFor(() => expect(within(link).getByTestId('unread-badge').textContent).toContain('2'));
    expect(within(link).getByText('2 missões para resgatar')).toBeTruthy();
  });

  it('leaves missions out of the side menu under BR and for trial accounts', async () => {
    const fetchMock = mockApi({ [JURISDICTION]: () => jurisdictionFixture('BR') });
    const first = renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.pointMall)).toBeTruthy());
    expect(entry(pt.menu.missions)).toBeNull();
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(0);
    first.unmount();
    useSessionStore.getState().setUserType(4);
    const trialMock = mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN') });
    renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.pointMall)).toBeTruthy());
    expect(entry(pt.menu.missions)).toBeNull();
    expect(callsTo(trialMock, SUMMARY)).toHaveLength(0);
  });
});
