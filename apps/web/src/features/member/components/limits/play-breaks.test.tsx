import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PAUSE_DURATIONS, SELF_EXCLUSION_DURATIONS, type PlayBreak } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { en } from '../../../../i18n/en';
import { useSessionStore } from '../../../../lib/session-store';
import { jurisdictionFixture } from '../../../../test-fixtures';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../../test-render';
import { PlayBreaks } from './play-breaks';

const PAUSE = '/wps/member/pause';
const EXCLUSION = '/wps/member/self-exclusion';
const stateOf = (durations: readonly string[], active: PlayBreak | null = null, balance = 0) => ({
  active,
  durations: [...durations],
  balance,
});
const section = (id: string) => screen.findByTestId(id);

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('pause and self-exclusion sections', () => {
  it('starts a pause after the warning and the password, then shows its end', async () => {
    const endsAt = '2026-03-17T15:00:00.000Z';
    const active: PlayBreak = {
      kind: 'PAUSE',
      duration: '7D',
      startedAt: '2026-03-10T15:00:00.000Z',
      endsAt,
    };
    const fetchMock = mockApi({
      [`GET ${PAUSE}`]: () => stateOf(PAUSE_DURATIONS),
      [`GET ${EXCLUSION}`]: () => stateOf(SELF_EXCLUSION_DURATIONS),
      [`POST ${PAUSE}`]: () => stateOf(PAUSE_DURATIONS, active),
    });
    renderWithApp(<PlayBreaks />);
    const pause = await section('pause-section');
    expect((await within(pause).findByTestId('pause-section-warning')).textContent).toBe(
      pt.playBreaks.pause.warning,
    );
    fireEvent.click(within(pause).getByLabelText(pt.playBreaks.durations['7D']));
    fireEvent.click(within(pause).getByTestId('pause-section-start'));
    const dialog = await screen.findByTestId('break-dialog');
    expect(within(dialog).getByTestId('break-dialog-warning').textContent).toMatch(
      /Por 7 dias a partir de agora/u,
    );

    // No password: nothing is sent.
    fireEvent.click(within(dialog).getByTestId('break-confirm'));
    expect(await within(dialog).findByText(pt.playBreaks.passwordRequired)).toBeTruthy();
    expect(callsTo(fetchMock, `POST ${PAUSE}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(pt.playBreaks.password), {
      target: { value: 'Senha2026' },
    });
    fireEvent.click(within(dialog).getByTestId('break-confirm'));
    expect((await within(dialog).findByTestId('break-active')).textContent).toMatch(/Pausa em vigor até/u);
    expect(JSON.parse(String(callsTo(fetchMock, `POST ${PAUSE}`)[0]?.[1]?.body))).toEqual({
      duration: '7D',
      password: 'Senha2026',
    });
    fireEvent.click(within(dialog).getByTestId('break-done'));
    expect((await within(pause).findByTestId('break-active')).textContent).toMatch(/Pausa em vigor até/u);
    expect(within(pause).queryByTestId('pause-section-start')).toBeNull();
  });

  it('shows the server’s refusal in the dialog and asks to withdraw a balance first', async () => {
    await changeLanguage('EN');
    mockApi({
      [`GET ${PAUSE}`]: () => stateOf(PAUSE_DURATIONS),
      [`GET ${EXCLUSION}`]: () => stateOf(SELF_EXCLUSION_DURATIONS, null, 2_500),
      [`POST ${EXCLUSION}`]: () =>
        apiFailure('self-exclusion-balance', 'Withdraw your balance first.', null, 409),
    });
    renderWithApp(<PlayBreaks />);
    const exclusion = await section('self-exclusion-section');
    expect((await within(exclusion).findByTestId('self-exclusion-balance')).textContent).toMatch(
      /You have R\$\s?25[.,]00 in your account/u,
    );
    fireEvent.click(within(exclusion).getByLabelText(en.playBreaks.durations.INDEFINITE));
    fireEvent.click(within(exclusion).getByTestId('self-exclusion-section-start'));
    const dialog = await screen.findByTestId('break-dialog');
    expect(within(dialog).getByTestId('break-dialog-warning').textContent).toMatch(/\(No end\)/u);
    fireEvent.change(within(dialog).getByLabelText(en.playBreaks.password), {
      target: { value: 'Pass2026' },
    });
    fireEvent.click(within(dialog).getByTestId('break-confirm'));
    expect((await within(dialog).findByTestId('break-error')).textContent).toBe(
      'Withdraw your balance first.',
    );
  });

  it('after a self-exclusion, says the member is signed out and leaves them so', async () => {
    const active: PlayBreak = {
      kind: 'SELF_EXCLUSION',
      duration: 'INDEFINITE',
      startedAt: '2026-03-10T15:00:00.000Z',
      endsAt: null,
    };
    mockApi({
      [`GET ${PAUSE}`]: () => stateOf(PAUSE_DURATIONS),
      [`GET ${EXCLUSION}`]: () => stateOf(SELF_EXCLUSION_DURATIONS),
      [`POST ${EXCLUSION}`]: () => stateOf(SELF_EXCLUSION_DURATIONS, active),
    });
    renderWithApp(<PlayBreaks />);
    const exclusion = await section('self-exclusion-section');
    fireEvent.click(await within(exclusion).findByTestId('self-exclusion-section-start'));
    const dialog = await screen.findByTestId('break-dialog');
    fireEvent.change(within(dialog).getByLabelText(pt.playBreaks.password), {
      target: { value: 'Senha2026' },
    });
    fireEvent.click(within(dialog).getByTestId('break-confirm'));
    expect((await within(dialog).findByTestId('break-active')).textContent).toMatch(
      /Autoexclusão em vigor, sem prazo/u,
    );
    expect(within(dialog).getByTestId('break-signed-out')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('break-done'));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    mockApi({
      [`GET ${PAUSE}`]: () => apiFailure('service-unavailable', 'Falha de rede', null, 503),
      [`GET ${EXCLUSION}`]: () => stateOf(SELF_EXCLUSION_DURATIONS),
    });
    renderWithApp(<PlayBreaks />);
    const pause = await section('pause-section');
    expect(await within(pause).findByText(pt.playBreaks.pause.loadError)).toBeTruthy();
  });

  it('links the national self-exclusion service where the profile names one, and only there', async () => {
    for (const code of ['BR', 'OPEN'] as const) {
      const profile = jurisdictionFixture(code);
      const fetchMock = mockApi({
        [`GET ${PAUSE}`]: () => stateOf(PAUSE_DURATIONS),
        [`GET ${EXCLUSION}`]: () => stateOf(SELF_EXCLUSION_DURATIONS),
        'GET /wps/system/jurisdiction': () => profile,
      });
      const { unmount } = renderWithApp(<PlayBreaks />);
      const exclusion = await section('self-exclusion-section');
      await within(exclusion).findByTestId('self-exclusion-section-start');
      if (profile.selfExclusionUrl) {
        const link = await within(exclusion).findByRole('link', {
          name: pt.playBreaks.selfExclusion.nationalLink,
        });
        expect(link.getAttribute('href')).toBe(profile.selfExclusionUrl);
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      } else {
        // The profile was asked and names no service.
        await vi.waitFor(() =>
          expect(callsTo(fetchMock, 'GET /wps/system/jurisdiction').length).toBeGreaterThan(0),
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.queryByTestId('national-self-exclusion')).toBeNull();
      }
      unmount();
    }
  });
});
