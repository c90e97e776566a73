import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import AnnouncePage from './announce-page';

const LIST = 'POST /wps/relay/MCSFE_getListAnnouncements';
const notice = (n: number) => ({
  id: `n${n}`,
  title: `Aviso ${n}`,
  content: `<p>Texto ${n}</p>`,
  timestamp: Date.parse('2026-11-20T15:00:00Z'),
});
const pageOf = (pageNo: number) => ({
  banners: [],
  player: pageNo === 1 ? Array.from({ length: 9 }, (_, n) => notice(n + 1)) : [notice(10), notice(11)],
  playerTotalPages: 2,
  popup: [],
  promotion: [{ ...notice(99), title: 'Missões de dezembro' }],
});
const expanded = (title: string) => screen.getByRole('button', { name: title }).getAttribute('aria-expanded');

beforeEach(async () => {
  await changeLanguage('PT');
});
afterEach(() => vi.unstubAllGlobals());

describe('/announce', () => {
  it('pages the notices 9 at a time with the popup’s selection rules, and lists promotions', async () => {
    const fetchMock = mockApi({
      [LIST]: ({ init }) => pageOf((JSON.parse(String(init?.body)) as { pageNo: number }).pageNo),
    });
    renderWithApp(<AnnouncePage />, { path: '/announce' });
    expect(await screen.findByRole('button', { name: 'Aviso 1' })).toBeTruthy();
    expect(expanded('Aviso 1')).toBe('true');
    expect(screen.getByRole('heading', { name: pt.pages.announce.promotions })).toBeTruthy();
    expect(expanded('Missões de dezembro')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Aviso 5' }));
    expect(expanded('Aviso 5')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Aviso 5' }));
    expect(expanded('Aviso 5')).toBe('false');
    fireEvent.click(screen.getAllByRole('button', { name: 'Página 2' })[0]!);
    expect(await screen.findByRole('button', { name: 'Aviso 10' })).toBeTruthy();
    expect(expanded('Aviso 10')).toBe('true');
    const bodies = callsTo(fetchMock, LIST).map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.map((body) => [body.types, body.pageNo, body.pageSize])).toEqual([
      ['PL,PR', 1, 9],
      ['PL,PR', 2, 9],
    ]);
  });

  it('opens the notice a ticker link names', async () => {
    mockApi({ [LIST]: () => pageOf(1) });
    renderWithApp(<AnnouncePage />, { path: '/announce?id=n4' });
    expect(await screen.findByRole('button', { name: 'Aviso 4' })).toBeTruthy();
    expect(expanded('Aviso 4')).toBe('true');
    expect(expanded('Aviso 1')).toBe('false');
  });

  it('says so when nothing is published, and when the call fails', async () => {
    mockApi({ [LIST]: () => ({ banners: [], player: [], playerTotalPages: 0, popup: [], promotion: [] }) });
    const view = renderWithApp(<AnnouncePage />, { path: '/announce' });
    expect(await screen.findByText(pt.pages.announce.emptyTitle)).toBeTruthy();
    view.unmount();
    mockApi({ [LIST]: () => apiFailure('maintenance', 'Em manutenção', null, 503) });
    renderWithApp(<AnnouncePage />, { path: '/announce' });
    expect(await screen.findByText(pt.pages.announce.errorTitle)).toBeTruthy();
  });
});
