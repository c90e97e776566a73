import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { pt } from '../../../i18n/pt';
import { watchInstallOffer } from '../../../lib/app-install';
import { renderWithApp } from '../../../test-render';
import { devicePlatform } from '../device-platform';
import DownloadPage from './download-page';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

watchInstallOffer();

/** Chromium's install offer as the page receives it. */
const fireInstallOffer = (outcome: 'accepted' | 'dismissed') => {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
};

const userAgent = (value: string, maxTouchPoints = 0) => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(value);
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints);
};

afterEach(() => vi.restoreAllMocks());

describe('devicePlatform', () => {
  it('tells iPhones, iPads that ask for desktop sites, Android phones and desktops apart', () => {
    expect(devicePlatform({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe('ios');
    expect(devicePlatform({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe('ios');
    expect(devicePlatform({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe('desktop');
    expect(devicePlatform({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe('android');
  });
});

describe('the app page (/down)', () => {
  it('leads an iPhone with the Safari steps and shows no QR code on a phone', async () => {
    userAgent(IPHONE, 5);
    renderWithApp(<DownloadPage />, { path: '/down' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings[0]!.textContent).toContain(pt.pages.download.iosTitle);
    expect(screen.getByText(pt.pages.download.iosSafari)).toBeTruthy();
    expect(screen.queryByText(pt.pages.download.qrTitle)).toBeNull();
    expect(screen.queryByRole('button', { name: pt.pages.download.install })).toBeNull();
    expect(screen.getByText(pt.pages.download.followGuide)).toBeTruthy();
  });

  it('offers the browser install when Chromium makes the offer, and says so once installed', async () => {
    userAgent(ANDROID, 5);
    renderWithApp(<DownloadPage />, { path: '/down' });
    const offer = fireInstallOffer('accepted');
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: pt.pages.download.install }));
    expect(await screen.findByText(pt.pages.download.installed)).toBeTruthy();
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: pt.pages.download.install })).toBeNull();
  });

  it('tells the player how to install later when they dismiss the browser dialog', async () => {
    userAgent(ANDROID, 5);
    renderWithApp(<DownloadPage />, { path: '/down' });
    fireInstallOffer('dismissed');
    fireEvent.click(await screen.findByRole('button', { name: pt.pages.download.install }));
    expect(await screen.findByText(pt.pages.download.declined)).toBeTruthy();
  });

  it('shows the store buttons and the iOS 17 profile steps only for apps the operator published', async () => {
    userAgent(IPHONE, 5);
    renderWithApp(<DownloadPage />, { path: '/down' });
    // The fixture publishes an Android app off the site, and no iOS app.
    expect(await screen.findByRole('link', { name: pt.pages.download.android })).toBeTruthy();
    expect(screen.queryByRole('link', { name: pt.pages.download.ios })).toBeNull();
    expect(screen.queryByText(pt.pages.download.iosProfileTitle)).toBeNull();
  });

  it('gives a desktop visitor a QR code of the site', async () => {
    userAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36');
    renderWithApp(<DownloadPage />, { path: '/down' });
    expect(await screen.findByText(pt.pages.download.qrTitle)).toBeTruthy();
    expect(await screen.findByRole('img', { name: pt.pages.download.qrAlt })).toBeTruthy();
    expect(screen.getByText(window.location.origin)).toBeTruthy();
  });
});
