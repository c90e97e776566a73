import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AgentContractType } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { statusFixture } from '../../../test-fixtures';
import { mockApi, renderWithApp } from '../../../test-render';
import AgentHomePage from './agent-home-page';

const policy = (contractTypes: AgentContractType[]) => ({
  agentType: 1,
  agentLevel: 1,
  maxAgentLevel: 4,
  policyEnabled: true,
  subAgentTypes: [2],
  contractTypes,
});
const summary = { teamSize: 3, directCount: 2, subAgentCount: 1, newToday: 0 };

const RECORDS = {
  dividend: 'agent-records-agentDividendRecordCopy2',
  dailySalary: 'agent-records-agentDailyWages2',
  hourSalary: 'agent-records-agentHourSalary',
  realtimeSalary: 'agent-records-agentRealtimeSalary',
} as const;

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('agent centre menu', () => {
  it('shows the records of the contract types the policy allows, and no others', async () => {
    mockApi({
      'GET /wps/agent/policy': () => policy(['dailySalary', 'realtimeSalary']),
      'GET /wps/agent/team/summary': () => summary,
    });
    renderWithApp(<AgentHomePage />);
    const daily = await screen.findByTestId(RECORDS.dailySalary);
    // The portal's messages entry leads to the member inbox.
    expect(screen.getByTestId('agent-messages-link').getAttribute('href')).toBe('/member?tab=messageV2');
    expect(daily.getAttribute('href')).toBe('/agentHome/agentDailyWages2');
    expect(daily.textContent).toContain(pt.agent.menu.agentDailyWages2);
    expect(screen.getByTestId(RECORDS.realtimeSalary).getAttribute('href')).toBe(
      '/agentHome/agentRealtimeSalary',
    );
    expect(screen.queryByTestId(RECORDS.dividend)).toBeNull();
    expect(screen.queryByTestId(RECORDS.hourSalary)).toBeNull();
  });

  it('shows the records of a contract type the agent holds, even one its policy does not let it offer', async () => {
    const flags = {
      dailysalreq: false,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      dailySalary: false,
      hourSalary: true,
      salary: false,
      enableCt: false,
    };
    mockApi({
      'GET /wps/agent/policy': () => policy(['dividend']),
      'GET /wps/agent/team/summary': () => summary,
      'GET /wps/member/info/funds/consolidated': () => flags,
    });
    renderWithApp(<AgentHomePage />);
    expect((await screen.findByTestId(RECORDS.hourSalary)).getAttribute('href')).toBe(
      '/agentHome/agentHourSalary',
    );
    expect(screen.getByTestId(RECORDS.dividend)).toBeTruthy();
    expect(screen.queryByTestId(RECORDS.dailySalary)).toBeNull();
    expect(screen.queryByTestId(RECORDS.realtimeSalary)).toBeNull();
  });

  it('shows no contract records to an agent whose policy allows none', async () => {
    mockApi({
      'GET /wps/agent/policy': () => policy([]),
      'GET /wps/agent/team/summary': () => summary,
    });
    const { queryClient } = renderWithApp(<AgentHomePage />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['agent', 'policy', 'session-token'])?.status).toBe('success'),
    );
    for (const testId of Object.values(RECORDS)) expect(screen.queryByTestId(testId)).toBeNull();
    // The portal's other entries are there whatever the policy.
    expect(screen.getByTestId('agent-announcement-link').getAttribute('href')).toBe(
      '/agentHome/agentAnnouncement',
    );
    expect(screen.getByTestId('agent-deposit-link').getAttribute('href')).toBe('/member?tab=depositv2');
    expect(screen.getByTestId('agent-withdraw-link').getAttribute('href')).toBe('/member?tab=withdraw');
  });

  it("opens the operator's customer service, and has no entry when none is configured", async () => {
    mockApi({
      'GET /wps/agent/policy': () => policy(['dividend']),
      'GET /wps/agent/team/summary': () => summary,
    });
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const first = renderWithApp(<AgentHomePage />);
    fireEvent.click(await screen.findByTestId('agent-customer-service'));
    expect(open).toHaveBeenCalledWith('https://chat.example.test', 'customer-service', expect.any(String));
    first.unmount();

    const status = statusFixture();
    renderWithApp(<AgentHomePage />, {
      status: { ...status, info: { ...status.info, customerService: [] } },
    });
    expect(await screen.findByTestId(RECORDS.dividend)).toBeTruthy();
    expect(screen.queryByTestId('agent-customer-service')).toBeNull();
  });
});

describe('agent centre access (spec section 4)', () => {
  it('sends a member who is not an agent to the agent portal, and keeps an agent in the centre', async () => {
    mockApi({
      'GET /wps/agent/policy': () => policy([]),
      'GET /wps/agent/team/summary': () => summary,
    });
    useSessionStore.getState().setUserType(0);
    const member = renderWithApp(<AgentHomePage />, { path: '/agentHome' });
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/agent'));
    member.unmount();

    useSessionStore.getState().setUserType(41);
    const agent = renderWithApp(<AgentHomePage />, { path: '/agentHome' });
    expect(await screen.findByRole('heading', { level: 1, name: pt.pages.agentHome.title })).toBeTruthy();
    expect(agent.router.state.location.pathname).toBe('/agentHome');
  });
});
