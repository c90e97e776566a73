import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberMission } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { useSessionStore } from '../../../../lib/session-store';
import { jurisdictionFixture } from '../../../../test-fixtures';
import { callsTo, mockApi, renderWithApp } from '../../../../test-render';
import MemberPage from '../../pages/member-page';

const SUMMARY = 'POST /wps/relay/MCSFE_getMissionSummaryDetails';
const BOARD = 'POST /wps/relay/getMissionLeaderboard';
const JURISDICTION = 'GET /wps/system/jurisdiction';

const completedDeposit: MemberMission = {
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
const summary = (list: MemberMission[]) => ({
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

describe('missionLeaderboard (member centre)', () => {
  it('shows the member centre’s missionLeaderboard with masked names, the caller’s rank and the badge', async () => {
    const fetchMock = mockApi({
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
      [SUMMARY]: () => summary([completedDeposit]),
      [BOARD]: ({ init }) => {
        const { period } = JSON.parse(String(init?.body)) as { period: string };
        return {
          period,
          periodKey: '2026-11-23',
          periodEndsAt: new Date(Date.now() + 90 * 60_000).toISOString(),
          list:
            period === 'WEEKLY'
              ? [
                  { rank: 1, account: 'jo****01', completed: 3, points: 350 },
                  { rank: 2, account: 'ma****a9', completed: 2, points: 100 },
                ]
              : [],
          me:
            period === 'WEEKLY'
              ? { rank: 2, completed: 2, points: 100 }
              : { rank: null, completed: 0, points: 0 },
        };
      },
    });
    const home = renderWithApp(<MemberPage />, { path: '/member' });
    const menuEntry = await screen.findByRole('link', {
      name: new RegExp(pt.missions.leaderboard.title, 'u'),
    });
    expect(menuEntry.getAttribute('href')).toBe('/member?tab=missionLeaderboard');
    await waitFor(() => expect(within(menuEntry).getByText('1 missão para resgatar')).toBeTruthy());
    home.unmount();

    renderWithApp(<MemberPage />, { path: '/member?tab=missionLeaderboard' });
    const rows = await screen.findAllByTestId('mission-board-row');
    expect(rows.map((row) => row.textContent)).toEqual(['1jo****013350', '2ma****a92100']);
    expect(screen.getByTestId('mission-board-me').textContent).toBe('Sua posição: 2º · 2 missões');
    fireEvent.click(screen.getByRole('tab', { name: pt.missions.leaderboard.periods.DAILY }));
    expect(await screen.findByText(pt.missions.leaderboard.empty)).toBeTruthy();
    expect(screen.getByTestId('mission-board-me').textContent).toBe(pt.missions.leaderboard.noRank);
    expect(callsTo(fetchMock, BOARD)).toHaveLength(2);
  });

  it('says the leaderboard is not offered under BR and asks nothing', async () => {
    const fetchMock = mockApi({ [JURISDICTION]: () => jurisdictionFixture('BR') });
    renderWithApp(<MemberPage />, { path: '/member?tab=missionLeaderboard' });
    expect(await screen.findByText(pt.common.notOfferedTitle)).toBeTruthy();
    expect(callsTo(fetchMock, BOARD)).toHaveLength(0);
  });
});
