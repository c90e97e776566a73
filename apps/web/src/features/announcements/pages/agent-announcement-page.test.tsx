import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { callsTo, mockApi, renderWithApp } from '../../../test-render';
import AgentAnnouncementPage from './agent-announcement-page';

const LIST = 'POST /wps/relay/MCSFE_getListAnnouncements';
const notice = (id: string, title: string) => ({
  id,
  title,
  content: `<p>${title}: texto</p>`,
  timestamp: Date.parse('2026-11-20T15:00:00Z'),
});
const answer = (player: unknown[], playerTotalPages = 1) => ({
  banners: [],
  player,
  playerTotalPages,
  popup: [],
  promotion: [],
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('agentAnnouncement', () => {
  it('lists the player notices page by page, the newest open', async () => {
    const fetchMock = mockApi({
      [LIST]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { pageNo: number; types: string };
        return body.pageNo === 1
          ? answer([notice('2', 'Manutenção'), notice('1', 'Novo jogo')], 2)
          : answer([notice('0', 'Bem-vindo')], 2);
      },
    });
    renderWithApp(<AgentAnnouncementPage />);
    expect(await screen.findByText('Manutenção: texto')).toBeTruthy();
    expect(screen.getByText('Novo jogo')).toBeTruthy();
    expect(screen.getAllByText(/Publicado em 20\/11\/2026 12:00/u)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: pt.records.pager.next }));
    expect(await screen.findByText('Bem-vindo')).toBeTruthy();
    const bodies = callsTo(fetchMock, LIST).map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.map((body) => [body.types, body.pageNo])).toEqual([
      ['PL', 1],
      ['PL', 2],
    ]);
  });

  it('says so when nothing is published', async () => {
    mockApi({ [LIST]: () => answer([], 0) });
    renderWithApp(<AgentAnnouncementPage />);
    expect(await screen.findByText(pt.agent.announcements.emptyTitle)).toBeTruthy();
  });
});
