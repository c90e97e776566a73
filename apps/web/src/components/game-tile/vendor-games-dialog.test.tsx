import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../i18n';
import { pt } from '../../i18n/pt';
import { gameFixture } from '../../test-fixtures';
import { callsTo, mockApi, renderWithApp } from '../../test-render';
import { VendorGamesDialog } from './vendor-games-dialog';

const GAME_LIST = 'POST /wps/relay/GCSGAME_gameList';

const vendorTile = gameFixture({
  nodeId: '9',
  gameType: 'FISH',
  isGame: 'VASSALAGE',
  vassalage: 'OCN',
  vendorName: 'Oceano',
  gameName: 'Oceano',
});

beforeEach(async () => {
  await changeLanguage('PT');
});

describe('game popup (a vendor tile, isGame VASSALAGE)', () => {
  it("lists the vendor's games of the tile's type, 15 a page, named after the vendor", async () => {
    const fetchMock = mockApi({
      [GAME_LIST]: () => ({
        games: [
          gameFixture({ nodeId: 'f1', gameType: 'FISH', vassalage: 'OCN', gameName: 'Tubarão' }),
          gameFixture({ nodeId: 'f2', gameType: 'FISH', vassalage: 'OCN', gameName: 'Baleia' }),
        ],
        pageNo: 1,
        totalPages: 1,
        totalCount: 2,
      }),
    });
    renderWithApp(<VendorGamesDialog vendor={vendorTile} onClose={() => undefined} />);

    const dialog = await screen.findByRole('dialog', {
      name: pt.games.vendorDialog.title.replace('{{vendor}}', 'Oceano'),
    });
    expect(await within(dialog).findByText('Tubarão')).toBeTruthy();
    expect(within(dialog).getByText('Baleia')).toBeTruthy();
    expect(JSON.parse(String((callsTo(fetchMock, GAME_LIST)[0]?.[1] as RequestInit).body))).toEqual(
      expect.objectContaining({ gameType: 'FISH', vassalage: 'OCN', pageNo: 1, pageSize: 15 }),
    );
  });

  it('says so when the vendor has no game, and closes on Escape', async () => {
    mockApi({ [GAME_LIST]: () => ({ games: [], pageNo: 1, totalPages: 0, totalCount: 0 }) });
    const onClose = vi.fn();
    renderWithApp(<VendorGamesDialog vendor={vendorTile} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(pt.games.vendorDialog.emptyTitle)).toBeTruthy();
    expect(within(dialog).getByText(pt.games.vendorDialog.emptyText)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
