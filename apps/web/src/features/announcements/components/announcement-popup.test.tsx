import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { markFirstLogin } from '../../../lib/announcement-popup';
import { useSessionStore } from '../../../lib/session-store';
import { callsTo, mockApi, renderWithApp } from '../../../test-render';
import { AnnouncementPopup } from './announcement-popup';

const LIST = 'POST /wps/relay/MCSFE_getListAnnouncements';
const popup = (n: number, execution: 'A' | 'B' | 'F') => ({
  id: `${execution}${n}`,
  title: `Aviso ${execution} ${n}`,
  content: `<p>Texto ${execution} ${n}</p>`,
  promotionType: null,
  execution,
  timestamp: Date.parse('2026-11-20T15:00:00Z'),
});
const answerFor = (execution: 'A' | 'B' | 'F', count: number) => ({
  banners: [
    {
      id: 'b1',
      groupName: 'w_popup1',
      url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      title: 'Banner',
      linkage: '/help',
      linkageType: 'INTERNAL',
    },
    {
      id: 'b2',
      groupName: 'w_home',
      url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      title: 'Home',
      linkage: '',
      linkageType: 'NONE',
    },
  ],
  player: [],
  playerTotalPages: 0,
  popup: Array.from({ length: count }, (_, n) => popup(n + 1, execution)),
  promotion: [],
});
const mockAudience = (count = 3) =>
  mockApi({
    [LIST]: ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { execution: 'A' | 'B' | 'F'; types: string };
      return answerFor(body.execution, count);
    },
  });
const executionsAsked = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, LIST).map(
    ([, init]) => (JSON.parse(String(init?.body)) as { execution: string }).execution,
  );
const expanded = (title: string) => screen.getByRole('button', { name: title }).getAttribute('aria-expanded');

beforeEach(async () => {
  await changeLanguage('PT');
  window.sessionStorage.clear();
  useSessionStore.getState().clearToken();
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('AnnouncementPopup', () => {
  it('shows a visitor the B popups with the w_popup1 banner, the first one open', async () => {
    const fetchMock = mockAudience();
    renderWithApp(<AnnouncementPopup />);
    expect(await screen.findByRole('dialog', { name: pt.pages.announce.popupTitle })).toBeTruthy();
    expect(executionsAsked(fetchMock)).toEqual(['B']);
    expect(expanded('Aviso B 1')).toBe('true');
    expect(screen.getByText('Texto B 1')).toBeTruthy();
    expect(screen.getByTestId('popup-banner').getAttribute('href')).toBe('/help');
    expect(screen.getByRole('img', { name: 'Banner' })).toBeTruthy();
  });

  it('collapses the open notice on a second click and pages 9 at a time', async () => {
    mockAudience(12);
    renderWithApp(<AnnouncementPopup />);
    await screen.findByRole('dialog');
    const titles = () =>
      within(screen.getByRole('list', { name: pt.pages.announce.listLabel })).getAllByRole('listitem');
    expect(titles()).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Aviso B 4' }));
    expect(expanded('Aviso B 4')).toBe('true');
    expect(expanded('Aviso B 1')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Aviso B 4' }));
    expect(expanded('Aviso B 4')).toBe('false');
    expect(screen.queryByTestId('notice-detail')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(titles()).toHaveLength(3);
    expect(expanded('Aviso B 10')).toBe('true');
  });

  it('moves between titles with the arrow keys', async () => {
    mockAudience(3);
    renderWithApp(<AnnouncementPopup />);
    await screen.findByRole('dialog');
    const first = screen.getByRole('button', { name: 'Aviso B 1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aviso B 2' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aviso B 3' }));
  });

  it('remembers closing for the session, per audience', async () => {
    const fetchMock = mockAudience();
    const view = renderWithApp(<AnnouncementPopup />);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: pt.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('announcementPopupClosed.B')).toBe('1');
    view.unmount();

    // A reload in the same tab: the visitors' popup stays closed and is not even asked for.
    renderWithApp(<AnnouncementPopup />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(executionsAsked(fetchMock)).toEqual(['B']);

    // A login is another audience: the members' popup opens.
    useSessionStore.getState().setToken('member-token');
    expect(await screen.findByRole('button', { name: 'Aviso A 1' })).toBeTruthy();
    expect(executionsAsked(fetchMock)).toEqual(['B', 'A']);
  });

  it('asks for the F popups in a session begun by a first login', async () => {
    const fetchMock = mockAudience();
    useSessionStore.getState().setToken('first-token');
    markFirstLogin('first-token');
    renderWithApp(<AnnouncementPopup />);
    expect(await screen.findByRole('button', { name: 'Aviso F 1' })).toBeTruthy();
    expect(executionsAsked(fetchMock)).toEqual(['F']);
  });

  it('shows nothing when the audience has no popup', async () => {
    const fetchMock = mockAudience(0);
    renderWithApp(<AnnouncementPopup />);
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
