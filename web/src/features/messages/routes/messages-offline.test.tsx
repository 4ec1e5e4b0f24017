import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  act,
  buildUser,
  cleanup,
  configure,
  errorBody,
  renderApp,
  screen,
  server,
  waitFor,
  within,
} from '@/testing/test-utils';
import { useAuth } from '@/lib/auth';
import { memoryStore } from '@/lib/idb-store';
import { MESSAGES_DB } from '@/lib/offline-pass-storage';
import { FakeSocket } from '@/lib/realtime.fixtures';
import { resetOutgoing, useOutgoing } from '../api/outgoing';
import { setKeptStore, type KeptMessage } from '../api/outgoing-keep';
import { useOutgoingMessages } from '../api/use-outgoing-messages';
import { buildConversation, serveConversations } from '../messages.fixtures';
import ClientMessagesPage from './client-messages';

/**
 * Messages written offline survive the app being closed (decision 0095): kept on the phone per
 * user (here an in-memory store behind the same interface as IndexedDB's), restored by the
 * signed-in frame as waiting, sent once and in order when the connection returns.
 */
const me = buildUser({ id: 'me', userType: 'client', type: 'client' });

/** The signed-in frame's part (the app layout mounts it) around the messages page, with a sign-out. */
function Frame() {
  useOutgoingMessages();
  const { signOut } = useAuth();
  const onTheirWay = useOutgoing('c1').length;
  return (
    <>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <output data-testid="on-their-way">{onTheirWay}</output>
      <ClientMessagesPage />
    </>
  );
}
const open = (url = '/client/messages?c=c1', user = me) =>
  renderApp(<Frame />, { url, path: '/client/messages', user });

/** Closing the app: nothing on screen, nothing in the tab's memory; the phone's store stays. */
function restart() {
  cleanup();
  resetOutgoing();
}

let kept: ReturnType<typeof memoryStore<KeptMessage>>;
let online = true;
const setOnline = (value: boolean) => {
  online = value;
  if (value) act(() => void window.dispatchEvent(new Event('online')));
};
const keptBodies = (userId = 'me') => [...kept.entries.values()].filter((k) => k.userId === userId).map((k) => k.body);

function keptMessage(overrides: Partial<KeptMessage>): KeptMessage {
  return {
    userId: 'me',
    clientMessageId: 'k1',
    conversationId: 'c1',
    scope: 'user',
    body: 'Kept',
    file: null,
    fileName: null,
    createdAt: '2026-12-07T01:00:00.000Z',
    seq: 1,
    ...overrides,
  };
}

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => vi.stubGlobal('WebSocket', FakeSocket));
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
  kept = memoryStore<KeptMessage>();
  setKeptStore(kept);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  resetOutgoing();
  setKeptStore(null);
  vi.restoreAllMocks();
});

describe('Messages written offline, across a restart', () => {
  it('keeps a message written offline, shows it waiting after a restart, and sends it once, in order, when online', async () => {
    const { sent } = serveConversations({
      conversations: [buildConversation()],
      intercept: () => (online ? undefined : HttpResponse.error()),
    });
    const uploads: string[] = [];
    server.use(
      http.post('/api/conversations/c1/images', () => {
        uploads.push('file');
        return HttpResponse.json({ imageId: 'img1', imageUrl: '/api/files/messages/img1.webp' }, { status: 201 });
      }),
    );
    setOnline(false);
    const { user } = open();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'I am at the gate{Enter}');
    await user.upload(screen.getByLabelText('Attach a photo'), new File(['png'], 'gate.png', { type: 'image/png' }));
    await user.type(box, 'Blue car{Enter}');
    await waitFor(() => expect(keptBodies()).toHaveLength(2));
    const first = [...kept.entries.values()].find((k) => k.body === 'I am at the gate')!;
    expect(first).toMatchObject({ userId: 'me', conversationId: 'c1', scope: 'user', file: null });
    const second = [...kept.entries.values()].find((k) => k.body === 'Blue car')!;
    expect(second.file).toBeInstanceOf(File);
    expect(second).toMatchObject({ fileName: 'gate.png' });
    expect(second.seq).toBeGreaterThan(first.seq);
    expect(sent).toHaveLength(0); // the browser said offline: nothing was even tried

    restart();
    open();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('I am at the gate')).toBeInTheDocument();
    expect(within(log).getByText('Blue car')).toBeInTheDocument();
    expect(within(log).getAllByText('Waiting for connection')).toHaveLength(2);
    expect(sent).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(within(log).queryByText('Waiting for connection')).not.toBeInTheDocument());
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(sent.map((s) => s.body)).toEqual(['I am at the gate', 'Blue car']);
    expect(sent.map((s) => s.clientMessageId)).toEqual([first.clientMessageId, second.clientMessageId]);
    expect(sent[1]).toMatchObject({ imageId: 'img1' });
    expect(uploads).toEqual(['file']);
    expect(kept.entries.size).toBe(0);

    // Another 'online' (or a reconnect) has nothing left to send.
    setOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent).toHaveLength(2);
    expect(within(log).getAllByText('I am at the gate')).toHaveLength(1);
  });

  it('sends what was kept as soon as the app opens online, oldest first, and never what another person wrote', async () => {
    const { sent } = serveConversations({ conversations: [buildConversation()] });
    kept.entries.set('me/k2', keptMessage({ clientMessageId: 'k2', body: 'Second', seq: 2 }));
    kept.entries.set('me/k1', keptMessage({ clientMessageId: 'k1', body: 'First', seq: 1 }));
    kept.entries.set('other/k3', keptMessage({ userId: 'other', clientMessageId: 'k3', body: 'Not mine' }));
    open();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => [s.body, s.clientMessageId])).toEqual([
      ['First', 'k1'],
      ['Second', 'k2'],
    ]);
    await waitFor(() => expect(keptBodies()).toEqual([]));
    expect(keptBodies('other')).toEqual(['Not mine']);
    expect(screen.queryByText('Not mine')).not.toBeInTheDocument();
  });

  it('forgets a waiting message its writer deletes, and one the server refuses (shown with why, not kept)', async () => {
    let refuse = false;
    const { sent } = serveConversations({
      conversations: [buildConversation()],
      intercept: () =>
        refuse
          ? HttpResponse.json(errorBody('rate_limited', 'You are sending messages too quickly. Wait a moment.'), {
              status: 429,
            })
          : undefined,
    });
    setOnline(false);
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Never mind{Enter}');
    await waitFor(() => expect(keptBodies()).toEqual(['Never mind']));
    const log = screen.getByRole('log', { name: 'Messages' });
    await user.click(within(log).getByRole('button', { name: 'Delete' }));
    expect(within(log).queryByText('Never mind')).not.toBeInTheDocument();
    await waitFor(() => expect(kept.entries.size).toBe(0));

    refuse = true;
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too fast{Enter}');
    setOnline(true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent: You are sending messages too quickly. Wait a moment.');
    await waitFor(() => expect(kept.entries.size).toBe(0));

    // After a restart a refused message is gone: it is not sent behind its writer's back.
    restart();
    open();
    await screen.findByRole('log', { name: 'Messages' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Too fast')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('keeps waiting (and kept) when a gateway answers instead of the server, and sends it when it does', async () => {
    let gateway = true;
    const { sent } = serveConversations({
      conversations: [buildConversation()],
      intercept: () => (gateway ? new HttpResponse('<html>Bad gateway</html>', { status: 502 }) : undefined),
    });
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Still there?{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Waiting for connection')).toBeInTheDocument();
    expect(keptBodies()).toEqual(['Still there?']);
    gateway = false;
    setOnline(true);
    await waitFor(() => expect(keptBodies()).toEqual([]));
    expect(sent.map((s) => s.body)).toEqual(['Still there?', 'Still there?']);
    expect(sent[1].clientMessageId).toBe(sent[0].clientMessageId);
  });

  it('another person signing in on the phone never sees or sends the first one’s messages', async () => {
    const { sent } = serveConversations({ conversations: [buildConversation()], me: 'ana' });
    kept.entries.set('me/k1', keptMessage({ body: 'From me' }));
    setOnline(false);
    open('/client/messages?c=c1', buildUser({ id: 'ana', userType: 'client', type: 'client' }));
    await screen.findByRole('log', { name: 'Messages' });
    setOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('From me')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(keptBodies()).toEqual(['From me']);
  });

  it('signing out removes every message kept on the phone and those in the tab', async () => {
    serveConversations({ conversations: [buildConversation()] });
    server.use(http.post('/api/auth/signout', () => new HttpResponse(null, { status: 204 })));
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });
    kept.entries.set('me/k1', keptMessage({ body: 'Waiting here' }));
    setOnline(false);
    const { user } = open();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Waiting here')).toBeInTheDocument();
    expect(screen.getByTestId('on-their-way')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(deleteDatabase).toHaveBeenCalledWith(MESSAGES_DB));
    expect(screen.getByTestId('on-their-way')).toHaveTextContent('0');
    expect(screen.queryByText('Waiting here')).not.toBeInTheDocument();
  });
});
