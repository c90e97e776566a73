import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, screen } from '@testing-library/react';
import { changeLanguage } from '../i18n';
import { pt } from '../i18n/pt';
import { useSessionStore } from '../lib/session-store';
import { callsTo, mockApi, renderWithApp } from '../test-render';
import { LanguageSelect } from './language-select';

afterEach(async () => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
  await changeLanguage('PT');
});

describe('language select', () => {
  it("tells the server a logged-in member's new language (PUT /wps/member/language)", async () => {
    const fetchMock = mockApi({ 'PUT /wps/member/language': () => ({ language: 'EN' }) });
    useSessionStore.getState().setToken('session-token');
    renderWithApp(<LanguageSelect />);
    fireEvent.change(screen.getByLabelText(pt.menu.language, { selector: 'select' }), {
      target: { value: 'EN' },
    });
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /wps/member/language')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT /wps/member/language')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'EN' });
  });

  it('tells nothing for a visitor', async () => {
    const fetchMock = mockApi({});
    renderWithApp(<LanguageSelect />);
    fireEvent.change(screen.getByLabelText(pt.menu.language, { selector: 'select' }), {
      target: { value: 'CN' },
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(callsTo(fetchMock, 'PUT /wps/member/language')).toHaveLength(0);
  });
});
