import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  act,
  buildUser,
  configure,
  fireEvent,
  errorBody,
  renderApp,
  screen,
  server,
  waitFor,
  within,
} from '@/testing/test-utils';
import { resetOutgoing } from '../api/outgoing';
import { FakeSocket } from '@/lib/realtime.fixtures';
import { buildConversation, serveConversations } from '../messages.fixtures';
import ClientMessagesPage from './client-messages';
import HostMessagesPage from './host-messages';

const me = buildUser({ id: 'me', userType: 'client', type: 'client' });

const open = (url: string) => renderApp(<ClientMessagesPage />, { url, path: '/client/messages', user: me });

// The first render loads the page's code: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => vi.stubGlobal('WebSocket', FakeSocket));
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
});
afterEach(() => resetOutgoing());

describe('Messages: sending', () => {
  it('keeps a message written offline as waiting and sends it once, with the same clientMessageId, when the connection returns', async () => {
    let online = false;
    const { sent: tried } = serveConversations({
      conversations: [buildConversation()],
      intercept: () => (online ? undefined : HttpResponse.error()),
    });
    const { user } = open('/client/messages?c=c1');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Waiting for connection')).toBeInTheDocument();
    expect(within(log).getByText('Are you there?')).toBeInTheDocument();

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(log).queryByText('Waiting for connection')).not.toBeInTheDocument());
    expect(within(log).getAllByText('Are you there?')).toHaveLength(1);
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(log).getAllByText('Are you there?')).toHaveLength(1);
    expect(tried).toHaveLength(2);
    expect(tried[1].clientMessageId).toBe(tried[0].clientMessageId);
  });

  it("shows the server's refusal under the message with a retry, and sends the same message again", async () => {
    serveConversations({ conversations: [buildConversation()] });
    const ids: string[] = [];
    server.use(
      http.post('/api/conversations/c1/messages', async ({ request }) => {
        ids.push(((await request.json()) as { clientMessageId: string }).clientMessageId);
        return HttpResponse.json(errorBody('rate_limited', 'You are sending messages too quickly. Wait a moment.'), {
          status: 429,
        });
      }),
    );
    const { user } = open('/client/messages?c=c1');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent: You are sending messages too quickly. Wait a moment.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(ids).toHaveLength(2));
    expect(ids[1]).toBe(ids[0]);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('uploads the attached photo first and sends its id with the message', async () => {
    const { sent } = serveConversations({ conversations: [buildConversation()] });
    const uploads: string[] = [];
    server.use(
      http.post('/api/conversations/c1/images', async ({ request }) => {
        const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
        uploads.push(multipart && (await request.formData()).has('file') ? 'file' : 'none');
        return HttpResponse.json({ imageId: 'img1', imageUrl: '/api/files/messages/img1.webp' }, { status: 201 });
      }),
    );
    const { user } = open('/client/messages?c=c1');
    const photo = new File(['png'], 'gate.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Attach a photo'), photo);
    expect(screen.getByText('gate.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByText('gate.png')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Attach a photo'), photo);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(uploads).toEqual(['file']);
    expect(sent[0]).toMatchObject({ body: '', imageId: 'img1' });
    expect(await screen.findByRole('button', { name: 'Open photo: Photo from Maria Santos' })).toBeInTheDocument();

    // A file the picker's filter let through (a phone's picker may not filter) is refused before any upload.
    fireEvent.change(screen.getByLabelText('Attach a photo'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByText('Choose a photo in JPG, JPEG, PNG or WEBP.')).toBeInTheDocument();
  });
});

describe('Messages: opening a conversation', () => {
  it("starts the conversation about a listing from 'Message host' and lands in it with the composer focused", async () => {
    serveConversations({ conversations: [buildConversation()] });
    const asked: unknown[] = [];
    server.use(
      http.post('/api/conversations', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(buildConversation(), { status: 201 });
      }),
    );
    const { router } = open('/client/messages?listing=l1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(asked).toEqual([{ listingId: 'l1' }]);
    expect(router.state.location.search).toBe('?c=c1');
  });

  it('says why a conversation cannot be started', async () => {
    serveConversations({ conversations: [] });
    server.use(
      http.post('/api/conversations', () =>
        HttpResponse.json(errorBody('not_found', 'This listing is not available.'), { status: 404 }),
      ),
    );
    open('/client/messages?listing=gone');
    expect(await screen.findByText('The conversation could not be started.')).toBeInTheDocument();
    expect(screen.getByText('This listing is not available.')).toBeInTheDocument();
  });

  it("opens the host's support conversation from 'Contact support'", async () => {
    const support = buildConversation({
      id: 's1',
      kind: 'support',
      listing: null,
      other: { id: null, name: 'Espasyo support', avatarUrl: null, role: 'support' },
      lastMessage: null,
    });
    serveConversations({ conversations: [support] });
    server.use(http.post('/api/conversations/support', () => HttpResponse.json(support)));
    const host = buildUser({ id: 'me', userType: 'host', type: 'host' });
    const { user, router } = renderApp(<HostMessagesPage />, {
      url: '/host/messages',
      path: '/host/messages',
      user: host,
    });
    await user.click(await screen.findByRole('button', { name: 'Contact support' }));
    await waitFor(() => expect(router.state.location.search).toBe('?c=s1'));
    expect(await screen.findByRole('heading', { name: 'Espasyo support' })).toBeInTheDocument();
    expect(screen.getByText('No messages yet. Say hello and ask what you need to know.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });

  it('on a phone shows the list or the thread, with a back button from the thread to the list', async () => {
    serveConversations({ conversations: [buildConversation()] });
    const { user, router } = open('/client/messages?c=c1');
    await screen.findByRole('log', { name: 'Messages' });
    // The list's region is hidden below the laptop breakpoint while a thread is open, and back again after.
    expect(screen.getByRole('region', { name: 'Conversations', hidden: true })).toHaveClass('hidden', 'lg:block');
    await user.click(screen.getByRole('link', { name: 'Back to conversations' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('region', { name: 'Conversations' })).not.toHaveClass('hidden');
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveClass('hidden', 'lg:flex');
  });
});
