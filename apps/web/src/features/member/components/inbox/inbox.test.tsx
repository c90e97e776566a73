import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxListResponse, InboxMessage } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { UnreadBadge } from '../../../../components/unread-badge';
import { useUnreadCount } from '../../../../lib/inbox-unread';
import { useSessionStore } from '../../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../../test-render';
import { Inbox } from './inbox';

const LIST = 'GET /wps/member/messages';
const READ = 'POST /wps/member/messages/read';
const READ_ALL = 'POST /wps/member/messages/readAll';
const DELETE = 'DELETE /wps/member/messages';
const UNREAD = 'POST /wps/relay/CSP_unreadCount';

const message = (patch: Partial<InboxMessage> & { id: string }): InboxMessage => ({
  kind: 'deposit-credited',
  title: 'Depósito creditado',
  body: 'Seu depósito de R$ 20,00 (ref. D0123456789AB) foi confirmado e já está no seu saldo.',
  read: false,
  createdAt: '2026-11-24T15:30:00.000Z',
  ...patch,
});

/** A server of one member's inbox: its answers follow the reads and deletes it was sent. */
const inboxServer = (messages: InboxMessage[]) => {
  let stored = messages.map((each) => ({ ...each }));
  const unread = () => stored.filter((each) => !each.read).length;
  const page = (): InboxListResponse => ({
    list: stored,
    page: 1,
    pageSize: 20,
    total: stored.length,
    totalPages: stored.length === 0 ? 0 : 1,
    unread: unread(),
  });
  const bodyId = (init: RequestInit | undefined) => (JSON.parse(String(init?.body)) as { id: string }).id;
  return mockApi({
    [LIST]: page,
    [UNREAD]: () => ({ count: unread() }),
    [READ]: ({ init }) => {
      const found = stored.find((each) => each.id === bodyId(init));
      if (!found)
        return apiFailure('message-not-found', 'Esta mensagem não existe ou foi excluída.', null, 404);
      found.read = true;
      return { message: found, unread: unread() };
    },
    [READ_ALL]: () => {
      stored.forEach((each) => (each.read = true));
      return { unread: 0 };
    },
    [DELETE]: ({ url }) => {
      stored = stored.filter((each) => each.id !== url.searchParams.get('id'));
      return { unread: unread() };
    },
  });
};

/** The page with a badge beside it, as the header shows one. */
const HeaderBadge = () => <div data-testid="header-badge">{<UnreadBadge count={useUnreadCount()} />}</div>;
const renderInbox = () =>
  renderWithApp(
    <>
      <HeaderBadge />
      <Inbox />
    </>,
  );

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
  useSessionStore.getState().setUserType(0);
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const THIRD = '33333333-3333-4333-8333-333333333333';

describe('member inbox', () => {
  it('marks unread messages, opens one in place once, and the badge follows', async () => {
    const fetchMock = inboxServer([
      message({ id: FIRST }),
      message({
        id: SECOND,
        kind: 'withdrawal-rejected',
        title: 'Saque não realizado',
        body: 'Seu saque de R$ 100,00 (ref. W1) foi recusado.',
      }),
      message({ id: THIRD, kind: 'contract-offered', title: 'Nova proposta de contrato', read: true }),
    ]);
    renderInbox();
    const items = await screen.findAllByTestId('inbox-item');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'false', 'true']);
    expect(screen.getByText('2 não lidas')).toBeTruthy();
    expect(screen.getByText('3 mensagens')).toBeTruthy();
    expect(within(screen.getByTestId('header-badge')).getByText('2')).toBeTruthy();
    expect(within(items[0]!).getByText(`${pt.inbox.unread}:`, { exact: false })).toBeTruthy();

    fireEvent.click(within(items[0]!).getByRole('button', { expanded: false }));
    const link = await within(items[0]!).findByRole('link', { name: pt.inbox.links['deposit-credited'] });
    expect(link.getAttribute('href')).toBe('/member?tab=depositv2');
    await waitFor(() => expect(items[0]!.dataset.read).toBe('true'));
    expect(within(screen.getByTestId('header-badge')).getByText('1')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, READ)[0]?.[1]?.body))).toEqual({ id: FIRST });

    // Closing and opening a read message asks nothing more.
    fireEvent.click(within(items[0]!).getByRole('button', { expanded: true }));
    fireEvent.click(within(items[0]!).getByRole('button', { expanded: false }));
    fireEvent.click(within(items[2]!).getByRole('button', { expanded: false }));
    expect(callsTo(fetchMock, READ)).toHaveLength(1);
    expect(within(items[2]!).getByRole('link', { name: pt.inbox.links['contract-offered'] })).toBeTruthy();
  });

  it('deletes only after the confirmation, and marks everything read at once', async () => {
    const fetchMock = inboxServer([message({ id: FIRST }), message({ id: SECOND })]);
    renderInbox();
    const [first] = await screen.findAllByTestId('inbox-item');
    fireEvent.click(within(first!).getByRole('button', { expanded: false }));
    fireEvent.click(await within(first!).findByTestId('inbox-delete'));
    expect(await screen.findByRole('heading', { name: pt.inbox.deleteTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: pt.inbox.cancel }));
    expect(callsTo(fetchMock, DELETE)).toHaveLength(0);

    fireEvent.click(within(first!).getByTestId('inbox-delete'));
    fireEvent.click(await screen.findByRole('button', { name: pt.inbox.delete }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(1));
    expect(new URL(String(callsTo(fetchMock, DELETE)[0]?.[0]), 'http://x').searchParams.get('id')).toBe(
      FIRST,
    );
    expect(await screen.findByText(pt.inbox.deleted)).toBeTruthy();

    fireEvent.click(screen.getByTestId('inbox-read-all'));
    expect(await screen.findByText(pt.inbox.allRead)).toBeTruthy();
    expect(screen.getAllByTestId('inbox-item').map((item) => item.dataset.read)).toEqual(['true']);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect((screen.getByTestId('inbox-read-all') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchMock, READ_ALL)).toHaveLength(1);
  });

  it('says when there is nothing yet, and what failed with a way to retry', async () => {
    inboxServer([]);
    const empty = renderInbox();
    expect(await screen.findByRole('heading', { name: pt.inbox.emptyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: pt.inbox.emptyAction }).getAttribute('href')).toBe(
      '/member?tab=depositv2',
    );
    empty.unmount();

    let failing = true;
    mockApi({
      [LIST]: () =>
        failing
          ? apiFailure('service-unavailable', 'Serviço indisponível. Tente de novo.', null, 503)
          : { list: [message({ id: FIRST })], page: 1, pageSize: 20, total: 1, totalPages: 1, unread: 1 },
      [UNREAD]: () => ({ count: 1 }),
    });
    renderInbox();
    expect(await screen.findByRole('heading', { name: pt.inbox.loadError })).toBeTruthy();
    expect(screen.getByText('Serviço indisponível. Tente de novo.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findAllByTestId('inbox-item')).toHaveLength(1);
  });

  it('shows a trial account why it has no messages, asking the server nothing', async () => {
    useSessionStore.getState().setUserType(4);
    const fetchMock = inboxServer([message({ id: FIRST })]);
    renderInbox();
    expect(await screen.findByRole('heading', { name: pt.inbox.trialTitle })).toBeTruthy();
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
    expect(callsTo(fetchMock, UNREAD)).toHaveLength(0);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });
});
