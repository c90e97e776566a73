import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRIAL_TYPES } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import FeedbackPage from './feedback-page';

const LIST = 'GET /wps/feedback';
const SUBMIT = 'PUT /wps/feedback';

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 'f0000000-0000-4000-8000-000000000001',
  reference: 'FBABCD2345',
  type: 'COMPLAINT',
  content: 'O saque demorou dois dias',
  status: 'REPLIED',
  imageCount: 1,
  reply: 'Verificamos: foi pago ontem.',
  repliedAt: '2026-11-29T13:00:00.000Z',
  createdAt: '2026-11-29T12:00:00.000Z',
  ...overrides,
});
const limits = { wordsMin: 3, wordsMax: 6, imageMaxCount: 3, imageMaxBytes: 5 * 1024 * 1024 };

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('feedback page', () => {
  it('lists past feedback with status and reply', async () => {
    mockApi({ [LIST]: () => ({ list: [item()], ...limits }) });
    renderWithApp(<FeedbackPage />);
    const entry = await screen.findByTestId('feedback-item');
    expect(within(entry).getByText(pt.feedback.statuses.REPLIED)).toBeTruthy();
    expect(within(entry).getByTestId('feedback-reply').textContent).toContain('Verificamos: foi pago ontem.');
    expect(within(entry).getByText(/Ref\. FBABCD2345/u)).toBeTruthy();
  });

  it('counts words live, refuses out-of-bounds content before sending, then sends and shows the reference', async () => {
    const fetchMock = mockApi({
      [LIST]: () => ({ list: [], ...limits }),
      [SUBMIT]: () => item({ status: 'SUBMITTED', reply: null, repliedAt: null, imageCount: 0 }),
    });
    renderWithApp(<FeedbackPage />);
    expect(await screen.findByText(pt.feedback.emptyTitle)).toBeTruthy();
    const content = screen.getByTestId('feedback-content');
    fireEvent.change(content, { target: { value: 'muito lento' } });
    expect(screen.getByTestId('feedback-word-count').textContent).toBe('2 palavras (entre 3 e 6)');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('Escreva entre 3 e 6 palavras.')).toBeTruthy();
    expect(callsTo(fetchMock, SUBMIT)).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: pt.feedback.types.COMPLAINT }));
    fireEvent.change(content, { target: { value: 'o saque está muito lento' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByTestId('feedback-sent')).textContent).toContain('FBABCD2345');
    const body = JSON.parse(String(callsTo(fetchMock, SUBMIT)[0]?.[1]?.body));
    expect(body).toEqual({ type: 'COMPLAINT', content: 'o saque está muito lento', images: [] });
  });

  it('refuses a fourth image and a gif before reading them, and removes a chosen one', async () => {
    mockApi({ [LIST]: () => ({ list: [], ...limits }) });
    renderWithApp(<FeedbackPage />);
    const input = (await screen.findByTestId('feedback-image-input')) as HTMLInputElement;
    const png = (name: string) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('“a.gif” não é png nem jpg.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] } });
    expect(await screen.findByText('Você pode anexar no máximo 3 imagens.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [png('1.png'), png('2.png')] } });
    expect(await screen.findByAltText('2.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover 1.png' }));
    await waitFor(() => expect(screen.queryByAltText('1.png')).toBeNull());
    expect(screen.getByAltText('2.png')).toBeTruthy();
  });

  it('shows the server’s translated refusal', async () => {
    mockApi({
      [LIST]: () => ({ list: [], ...limits }),
      [SUBMIT]: () =>
        apiFailure('feedback-rate-limited', 'Você enviou várias mensagens na última hora.', null, 429),
    });
    renderWithApp(<FeedbackPage />);
    fireEvent.change(await screen.findByTestId('feedback-content'), {
      target: { value: 'uma duas três quatro' },
    });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('Você enviou várias mensagens na última hora.')).toBeTruthy();
  });

  it('tells a trial account it needs a real one, without asking the server', async () => {
    const fetchMock = mockApi({});
    useSessionStore.getState().setUserType(TRIAL_TYPES[0]);
    renderWithApp(<FeedbackPage />);
    expect(await screen.findByText(pt.feedback.trialTitle)).toBeTruthy();
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
    useSessionStore.getState().setUserType(null);
  });
});
