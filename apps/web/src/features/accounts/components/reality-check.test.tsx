import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { formatMoney } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { en } from '../../../i18n/en';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { callsTo, mockApi, renderWithApp } from '../../../test-render';
import { RealityCheck } from './reality-check';

const START = Date.parse('2026-03-02T12:00:00.000Z');
const HOUR = 3_600_000;
const SUMMARY = 'GET /wps/member/session/summary';

/** The server's answer at the (fake) current time: a session that started at START. */
const summaryNow = (intervalMinutes = 60) => {
  const elapsed = Date.now() - START;
  const interval = intervalMinutes * 60_000;
  return {
    startedAt: new Date(START).toISOString(),
    elapsedSeconds: Math.floor(elapsed / 1000),
    bets: 12_000,
    wins: 7_500,
    net: -4_500,
    intervalMinutes,
    nextCheckAt:
      intervalMinutes > 0
        ? new Date(START + (Math.floor(elapsed / interval) + 1) * interval).toISOString()
        : null,
  };
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const popUp = () => screen.queryByTestId('reality-check');

/**
 * The pop-up, once shown. React reveals a suspended (lazily loaded) view on a timer of its own,
 * so the fake clock is moved on in small steps rather than waited for.
 */
const shownPopUp = async (name: string | RegExp) => {
  for (let step = 0; step < 20; step += 1) {
    const dialog = screen.queryByRole('dialog', { name });
    if (dialog) return dialog;
    await advance(50);
  }
  throw new Error(`no reality check named ${String(name)}`);
};

beforeAll(async () => {
  // The pop-up is a chunk of its own; loaded once here so the fake clock need not wait for it.
  await import('./reality-check-dialog');
});

beforeEach(async () => {
  await changeLanguage('PT');
  // Only the clock and timeouts: Testing Library's polling keeps its real interval.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START + 20 * 60_000);
  useSessionStore.setState({ token: 'cookie-test', source: 'cookie', userType: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('reality check', () => {
  it("shows the session's time and net result at the interval's mark, and Continuar schedules the next", async () => {
    const fetchMock = mockApi({ [SUMMARY]: () => summaryNow() });
    renderWithApp(<RealityCheck />);
    await advance(0);
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(1);

    // 12:20 now: the first check is at 13:00, the session's first hour.
    await advance(40 * 60_000 - 1_000);
    expect(popUp()).toBeNull();
    await advance(1_000);
    const dialog = await shownPopUp('Você está jogando há 1 h 00 min');
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(figure(pt.accounts.realityCheck.elapsed)).toBe('1 h 00 min');
    expect(figure(pt.accounts.realityCheck.bets)).toBe(formatMoney(12_000, 'PT'));
    expect(figure(pt.accounts.realityCheck.wins)).toBe(formatMoney(7_500, 'PT'));
    expect(figure(pt.accounts.realityCheck.net)).toBe(formatMoney(-4_500, 'PT'));
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(2);

    // The member must choose: Escape does not dismiss it, and both choices are buttons.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(popUp()).not.toBeNull();
    const stay = within(dialog).getByRole('button', { name: pt.accounts.realityCheck.continue });
    expect(within(dialog).getByRole('button', { name: pt.accounts.realityCheck.stop })).toBeTruthy();

    // Left open for 10 minutes, "Continuar" still brings the next one at 14:00, not 14:10.
    await advance(10 * 60_000);
    fireEvent.click(stay);
    expect(popUp()).toBeNull();
    await advance(50 * 60_000 - 1_000);
    expect(popUp()).toBeNull();
    await advance(1_000);
    expect(await shownPopUp('Você está jogando há 2 h 00 min')).toBeTruthy();
  });

  it('speaks the member language', async () => {
    await changeLanguage('EN');
    mockApi({ [SUMMARY]: () => summaryNow() });
    renderWithApp(<RealityCheck />);
    await advance(0);
    await advance(40 * 60_000);
    const dialog = await shownPopUp('You have been playing for 1 h 00 min');
    expect(within(dialog).getByRole('button', { name: en.accounts.realityCheck.stop })).toBeTruthy();
  });

  it('"Parar de jogar" logs out', async () => {
    const fetchMock = mockApi({ [SUMMARY]: () => summaryNow(), 'DELETE /wps/session/logout': () => null });
    renderWithApp(<RealityCheck />);
    await advance(0);
    await advance(40 * 60_000);
    const dialog = await shownPopUp(/1 h 00 min/);
    fireEvent.click(within(dialog).getByRole('button', { name: pt.accounts.realityCheck.stop }));
    await advance(0);
    expect(callsTo(fetchMock, 'DELETE /wps/session/logout')).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
    expect(popUp()).toBeNull();
  });

  it('leaves the game frame full screen so the pop-up is seen', async () => {
    const exitFullscreen = vi.fn(async () => undefined);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: document.body });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
    try {
      mockApi({ [SUMMARY]: () => summaryNow() });
      renderWithApp(<RealityCheck />);
      await advance(0);
      await advance(40 * 60_000);
      await shownPopUp(/1 h 00 min/);
      expect(exitFullscreen).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(document, 'exitFullscreen');
    }
  });

  it('asks again a minute later when the summary cannot be read', async () => {
    let failing = true;
    const fetchMock = mockApi({
      [SUMMARY]: () => (failing ? Response.json({}, { status: 503 }) : summaryNow()),
    });
    renderWithApp(<RealityCheck />);
    await advance(0);
    failing = false;
    await advance(60_000);
    expect(callsTo(fetchMock, SUMMARY).length).toBeGreaterThanOrEqual(2);
    await advance(40 * 60_000);
    expect(await shownPopUp(/1 h 00 min/)).toBeTruthy();
  });

  it('has none for a trial session, or where the profile sets no interval', async () => {
    useSessionStore.setState({ token: 'cookie-trial', source: 'cookie', userType: 4 });
    const trialFetch = mockApi({ [SUMMARY]: () => summaryNow() });
    const trial = renderWithApp(<RealityCheck />);
    await advance(3 * HOUR);
    expect(callsTo(trialFetch, SUMMARY)).toHaveLength(0);
    trial.unmount();

    useSessionStore.setState({ token: 'cookie-open', source: 'cookie', userType: 0 });
    const openFetch = mockApi({ [SUMMARY]: () => summaryNow(0) });
    renderWithApp(<RealityCheck />);
    await advance(3 * HOUR);
    expect(callsTo(openFetch, SUMMARY)).toHaveLength(1);
    expect(popUp()).toBeNull();
  });
});
