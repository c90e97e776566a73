import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { pt } from '../../../i18n/pt';
import { mockApi, renderWithApp } from '../../../test-render';
import HelpPage from './help-page';

const HELP = 'GET /wps/system/helpCenter';
const SECTIONS = [
  { key: 'about', title: 'Sobre nós', content: '<p>Cassino, slots e esportes.</p>' },
  {
    key: 'faq',
    title: 'Perguntas frequentes',
    content: '<h3>Como deposito?</h3><p>Pelo PIX, na área Depósito.</p><h3>Saques</h3><p>Pagos por PIX.</p>',
  },
  {
    key: 'term',
    title: 'Termos e condições',
    content: '<h3>1. Quem pode jogar</h3><p>Maiores de 18 anos.</p>',
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('the help centre (/help)', () => {
  it('lists every topic and finds sections by words of their text, ignoring accents and case', async () => {
    mockApi({ [HELP]: () => ({ lang: 'PT', sections: SECTIONS }) });
    renderWithApp(<HelpPage />, { path: '/help' });
    const nav = await screen.findByRole('navigation', { name: pt.pages.help.topics });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sobre nós', 'Perguntas frequentes', 'Termos e condições']);

    const search = screen.getByRole('searchbox', { name: pt.pages.help.search });
    fireEvent.change(search, { target: { value: 'DEPOSITO pix' } });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Perguntas frequentes']);
    expect(screen.getByText('1 tópico encontrado')).toBeTruthy();

    // A word of a section's title counts as well as its text.
    fireEvent.change(search, { target: { value: 'termos' } });
    expect(screen.getByTestId('help-section-term')).toBeTruthy();
    expect(screen.queryByTestId('help-section-faq')).toBeNull();
  });

  it('says when nothing matches and clears the search back to every topic', async () => {
    mockApi({ [HELP]: () => ({ lang: 'PT', sections: SECTIONS }) });
    renderWithApp(<HelpPage />, { path: '/help' });
    const search = await screen.findByRole('searchbox', { name: pt.pages.help.search });
    fireEvent.change(search, { target: { value: 'criptomoeda' } });
    expect(screen.getByRole('heading', { name: 'Nada encontrado para “criptomoeda”.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: pt.pages.help.clearSearch }));
    expect(screen.getAllByTestId(/^help-section-/)).toHaveLength(3);
  });

  it('shows the empty state without a search box when nothing is published', async () => {
    mockApi({ [HELP]: () => ({ lang: 'PT', sections: [] }) });
    renderWithApp(<HelpPage />, { path: '/help' });
    expect(await screen.findByRole('heading', { name: pt.pages.help.empty })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
