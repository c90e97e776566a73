import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../../i18n';
import { pt } from '../../i18n/pt';
import { useSessionStore } from '../../lib/session-store';
import { jurisdictionFixture } from '../../test-fixtures';
import { mockApi, renderWithApp } from '../../test-render';
import { SideMenu } from './side-menu';

const JURISDICTION = 'GET /wps/system/jurisdiction';
const entry = (name: string) => screen.queryByRole('link', { name: new RegExp(`^${name}`, 'u') });

beforeEach(async () => {
  await changeLanguage('PT');
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('the side menu’s betting record and rewards (spec section 2)', () => {
  it('leads a member to the betting record and the reward centre of the member centre', async () => {
    useSessionStore.getState().setToken('session-token');
    useSessionStore.getState().setUserType(0);
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('BR') });
    renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.rewardCentre.title)).toBeTruthy());
    expect(entry(pt.rewardCentre.title)!.getAttribute('href')).toBe('/member?tab=rewardCenter');
    expect(entry(pt.records.titles.personalHistoryCopy)!.getAttribute('href')).toBe(
      '/member?tab=personalHistoryCopy',
    );
  });

  it('keeps the betting record for a visitor (who is asked to log in) and rewards from trial accounts', async () => {
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('BR') });
    const first = renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.pointMall)).toBeTruthy());
    expect(entry(pt.records.titles.personalHistoryCopy)).toBeTruthy();
    expect(entry(pt.rewardCentre.title)).toBeNull();
    first.unmount();
    useSessionStore.getState().setToken('trial-token');
    useSessionStore.getState().setUserType(4);
    renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.pointMall)).toBeTruthy());
    expect(entry(pt.records.titles.personalHistoryCopy)).toBeTruthy();
    expect(entry(pt.rewardCentre.title)).toBeNull();
  });
});
