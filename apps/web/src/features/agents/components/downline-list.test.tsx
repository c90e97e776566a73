import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import { DownlineList } from './downline-list';

const LIST = 'GET /wps/agent/downlines';

const row = (account: string, level = 1, type = 0) => ({
  id: `00000000-0000-4000-8000-${String(account.length).padStart(12, '0')}`,
  account,
  nickname: account,
  type,
  isAgent: type !== 0,
  level,
  upline: 'agente1',
  status: 'ACTIVE',
  registeredAt: '2026-11-20T12:00:00.000Z',
  lastLoginAt: null,
  teamSize: 0,
});

const page = (list: unknown[], total = list.length) => ({
  list,
  page: 1,
  pageSize: 20,
  total,
  totalPages: Math.ceil(total / 20),
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('downline list', () => {
  it('shows the direct downlines, then all levels, with the type and level of each', async () => {
    const fetchMock = mockApi({
      [LIST]: ({ url }) =>
        url.searchParams.get('scope') === 'all'
          ? page([row('jogador1'), row('subagente', 1, 2), row('neto01', 2)])
          : page([row('jogador1'), row('subagente', 1, 2)]),
    });
    const onSelect = vi.fn();
    renderWithApp(<DownlineList initialSearch="" selected={null} onSelect={onSelect} />);
    expect(await screen.findByText('jogador1')).toBeTruthy();
    expect(screen.getByText(pt.agent.types.agent2)).toBeTruthy();
    expect(screen.queryByText('neto01')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: pt.agent.downlines.scopeAll }));
    expect(await screen.findByText('neto01')).toBeTruthy();
    expect(
      callsTo(fetchMock, LIST).map(([input]) => new URL(String(input), 'http://x').searchParams.get('scope')),
    ).toEqual(['direct', 'all']);
    fireEvent.click(screen.getByRole('button', { name: `neto01: ${pt.agent.downlines.details}` }));
    expect(onSelect).toHaveBeenCalledWith(row('neto01', 2).id);
  });

  it('searches on submit and offers to clear a search that finds nobody', async () => {
    const fetchMock = mockApi({
      [LIST]: ({ url }) => (url.searchParams.get('search') ? page([]) : page([row('jogador1')])),
    });
    renderWithApp(<DownlineList initialSearch="" selected={null} onSelect={() => {}} />);
    expect(await screen.findByText('jogador1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(pt.agent.downlines.search), { target: { value: ' outro ' } });
    fireEvent.click(screen.getByRole('button', { name: pt.agent.downlines.searchButton }));
    expect(await screen.findByText(pt.agent.downlines.noMatchTitle)).toBeTruthy();
    const last = callsTo(fetchMock, LIST).at(-1)!;
    expect(new URL(String(last[0]), 'http://x').searchParams.get('search')).toBe('outro');
    fireEvent.click(screen.getByRole('button', { name: pt.agent.downlines.clear }));
    expect(await screen.findByText('jogador1')).toBeTruthy();
  });

  it('says when the team is empty, and leads to the register centre', async () => {
    mockApi({ [LIST]: () => page([]) });
    renderWithApp(<DownlineList initialSearch="" selected={null} onSelect={() => {}} />);
    expect(await screen.findByText(pt.agent.downlines.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: pt.agent.downlines.emptyAction }).getAttribute('href')).toBe(
      '/agentHome/registerCenter',
    );
  });

  it('shows the server’s message and a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      [LIST]: () =>
        fail ? apiFailure('unknown', 'Ocorreu um erro desconhecido.', null, 500) : page([row('jogador1')]),
    });
    renderWithApp(<DownlineList initialSearch="" selected={null} onSelect={() => {}} />);
    expect(await screen.findByText(pt.agent.downlines.errorTitle)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    await waitFor(() => expect(screen.getByText('jogador1')).toBeTruthy());
  });
});
