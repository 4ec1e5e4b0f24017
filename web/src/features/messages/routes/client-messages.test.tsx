import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MESSAGE_MAX } from '@espasyo/domain/messaging/messaging';
import { act, buildUser, configure, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { resetOutgoing } from '../api/outgoing';
import { FakeSocket } from '@/lib/realtime.fixtures';
import { buildConversation, buildMessage, serveConversations } from '../messages.fixtures';
import ClientMessagesPage from './client-messages';
import HostMessagesPage from './host-messages';

const me = buildUser({ id: 'me', userType: 'client', type: 'client', firstName: 'Maria', lastName: 'Santos' });

const open = (url = '/client/messages') =>
  renderApp(<ClientMessagesPage />, { url, path: '/client/messages', user: me });

// The first render loads the page's code: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => vi.stubGlobal('WebSocket', FakeSocket));
beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++n}`, revokeObjectURL: () => {} }));
});
afterEach(() => resetOutgoing());

describe('Messages: the list', () => {
  it('lists each conversation with the other person, the listing, the last message, its time and the unread count', async () => {
    serveConversations({
      conversations: [
        buildConversation({
          unread: 3,
          lastMessage: {
            body: 'Yes, it is free.',
            senderId: 'h1',
            hasImage: false,
            createdAt: new Date().toISOString(),
          },
        }),
        buildConversation({
          id: 'c2',
          kind: 'support',
          listing: null,
          other: { id: null, name: 'Espasyo support', avatarUrl: null, role: 'support' },
          lastMessage: { body: '', senderId: 'me', hasImage: true, createdAt: '2026-11-20T02:00:00.000Z' },
        }),
      ],
    });
    open();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [host, support] = within(list).getAllByRole('listitem');
    expect(within(host).getByText('Ramon Dela Cruz')).toBeInTheDocument();
    expect(within(host).getByText('Covered slot near Ayala Triangle')).toBeInTheDocument();
    expect(within(host).getByText('Yes, it is free.')).toBeInTheDocument();
    expect(within(host).getByText('3 unread')).toBeInTheDocument();
    expect(within(host).getByRole('link')).toHaveAttribute('href', '/client/messages?c=c1');
    expect(within(support).getByText('You: Photo')).toBeInTheDocument();
    expect(within(support).getByText('Nov 20')).toBeInTheDocument();
    expect(screen.getByText('Pick a conversation')).toBeInTheDocument();
  });

  it('says what to do when there is no conversation, and offers a retry when the list fails', async () => {
    serveConversations({ conversations: [] });
    const first = open();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse spaces' })).toHaveAttribute('href', '/client/browse');
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeInTheDocument();
    first.unmount();

    let fail = true;
    server.use(
      http.get('/api/conversations', () =>
        fail
          ? HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 })
          : HttpResponse.json({ items: [buildConversation()], unread: 0 }),
      ),
    );
    const { user } = open();
    expect(await screen.findByText('Your conversations could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ramon Dela Cruz')).toBeInTheDocument();
  });
});

describe('Messages: the thread', () => {
  it('shows day separators, times, the masked note, safe links, text never as HTML, and Seen under the last message read', async () => {
    const { reads } = serveConversations({
      conversations: [buildConversation({ unread: 1 })],
      messages: [
        buildMessage({
          id: 'm1',
          body: 'Hi! Is the slot free? See https://example.ph/plan',
          createdAt: '2026-11-20T02:00:00.000Z',
          readAt: '2026-11-20T03:00:00.000Z',
        }),
        buildMessage({
          id: 'm2',
          body: '<b>bold</b> <img src=x onerror=alert(1)>',
          createdAt: '2026-11-20T02:01:00.000Z',
          readAt: '2026-11-20T03:00:00.000Z',
        }),
        buildMessage({
          id: 'm3',
          body: 'Call me at [phone hidden]',
          masked: true,
          createdAt: '2026-11-20T02:02:00.000Z',
        }),
        buildMessage({
          id: 'm4',
          senderId: 'h1',
          senderName: 'Ramon Dela Cruz',
          senderRole: 'host',
          body: 'It is free.',
          createdAt: new Date().toISOString(),
        }),
      ],
    });
    open('/client/messages?c=c1');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Fri, 20 Nov 2026')).toBeInTheDocument();
    expect(within(log).getByText('Today')).toBeInTheDocument();
    const link = within(log).getByRole('link', { name: 'https://example.ph/plan' });
    expect(link).toHaveAttribute('href', 'https://example.ph/plan');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(log).getByText('<b>bold</b> <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(log.querySelector('b, img[src="x"]')).toBeNull();
    expect(within(log).getByText('Contact details are hidden until a booking is confirmed.')).toBeInTheDocument();
    expect(
      screen.getByText(/phone numbers, email addresses and messaging handles are hidden until a booking is confirmed/),
    ).toBeInTheDocument();
    // 'Seen' once, under m2 (the last of ours the host read), not under m3.
    const seen = within(log).getAllByText('Seen');
    expect(seen).toHaveLength(1);
    expect(seen[0].closest('li')).toHaveTextContent('<b>bold</b>');
    expect(within(log).getAllByText('10:00 AM')).toHaveLength(1);
    // Open and visible with the host's message unread: marked read.
    await waitFor(() => expect(reads).toEqual(['c1']));
  });

  it('shows our own message as typed, marked as hidden from the host, and the host’s masked one with the note', async () => {
    serveConversations({
      conversations: [buildConversation()],
      messages: [
        buildMessage({ id: 'm1', body: 'Call me at 0917 123 4567', hiddenFrom: 'host' }),
        buildMessage({ id: 'm2', senderId: 'h1', senderRole: 'host', body: 'Viber: [hidden]', masked: true }),
      ],
    });
    open('/client/messages?c=c1');
    const log = await screen.findByRole('log', { name: 'Messages' });
    const mine = within(log).getByText('Call me at 0917 123 4567').closest('li')!;
    expect(mine).toHaveTextContent('Hidden from the host until the booking is confirmed.');
    expect(mine).not.toHaveTextContent('Contact details are hidden');
    const theirs = within(log).getByText('Viber: [hidden]').closest('li')!;
    expect(theirs).toHaveTextContent('Contact details are hidden until a booking is confirmed.');
  });

  it('shows a host their own message as typed, marked as hidden from the client', async () => {
    const host = buildUser({ id: 'h1', userType: 'host', type: 'host', firstName: 'Ramon', lastName: 'Dela Cruz' });
    serveConversations({
      me: 'h1',
      conversations: [
        buildConversation({ other: { id: 'me', name: 'Maria Santos', avatarUrl: null, role: 'client' } }),
      ],
      messages: [
        buildMessage({
          id: 'm1',
          senderId: 'h1',
          senderRole: 'host',
          body: 'Text me at 0918 765 4321',
          hiddenFrom: 'client',
        }),
      ],
    });
    renderApp(<HostMessagesPage />, { url: '/host/messages?c=c1', path: '/host/messages', user: host });
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Text me at 0918 765 4321').closest('li')).toHaveTextContent(
      'Hidden from the client until the booking is confirmed.',
    );
  });

  it('sends with Enter (Shift+Enter makes a new line) with a clientMessageId, and counts near the limit', async () => {
    const { sent } = serveConversations({ conversations: [buildConversation({ contactsVisible: true })] });
    const { user } = open('/client/messages?c=c1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByText(/hidden until a booking is confirmed/)).not.toBeInTheDocument();
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      body: 'First line\nsecond line',
      clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText(/First line\s+second line/)).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('maxLength', String(MESSAGE_MAX));
    await user.click(box);
    await user.paste('x'.repeat(1700));
    expect(screen.getByText('300 characters left')).toBeInTheDocument();
  });

  it('shows a message pushed live without a reload, and marks it read', async () => {
    const { reads } = serveConversations({ conversations: [buildConversation()], messages: [buildMessage()] });
    open('/client/messages?c=c1');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(FakeSocket.last?.sent).toContainEqual({ type: 'subscribe', topic: 'user:me' }));
    const live = buildMessage({
      id: 'm9',
      senderId: 'h1',
      senderRole: 'host',
      senderName: 'Ramon Dela Cruz',
      body: 'Just saw your message.',
    });
    act(() => FakeSocket.last!.receive('user:me', { type: 'message.new', conversationId: 'c1', message: live }));
    expect(await within(log).findByText('Just saw your message.')).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual(['c1']));
    act(() =>
      FakeSocket.last!.receive('user:me', {
        type: 'message.read',
        conversationId: 'c1',
        readerId: 'h1',
        readAt: new Date().toISOString(),
      }),
    );
    expect(await within(log).findByText('Seen')).toBeInTheDocument();
  });

  it('loads older messages above, asking for those before the oldest shown', async () => {
    const messages = Array.from({ length: 35 }, (_, i) =>
      buildMessage({
        id: `m${String(i).padStart(2, '0')}`,
        body: `Message ${i}`,
        createdAt: `2026-11-20T02:${String(i).padStart(2, '0')}:00.000Z`,
      }),
    );
    const { asked } = serveConversations({ conversations: [buildConversation()], messages, pageSize: 30 });
    const { user } = open('/client/messages?c=c1');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Message 34')).toBeInTheDocument();
    expect(within(log).queryByText('Message 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await within(log).findByText('Message 0')).toBeInTheDocument();
    expect(asked).toEqual(['?limit=30', '?before=m05&limit=30']);
    expect(screen.getByText('This is the beginning of the conversation.')).toBeInTheDocument();
    const texts = within(log)
      .getAllByText(/^Message \d+$/)
      .map((e) => e.textContent);
    expect(texts[0]).toBe('Message 0');
    expect(texts.at(-1)).toBe('Message 34');
  });
});
