import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, buildUser, configure, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { resetOutgoing } from '../api/outgoing';
import { FakeSocket } from '@/lib/realtime.fixtures';
import { buildConversation, buildMessage, serveConversations } from '../messages.fixtures';
import AdminChatPage from './admin-chat';

const admin = buildUser({ id: 'staff1', userType: 'admin', type: 'admin', isAdmin: true, firstName: 'Ana' });
const base = '/api/admin/chat/conversations';

const inbox = buildConversation({
  id: 's1',
  kind: 'support',
  listing: null,
  other: { id: 'u1', name: 'Maria Santos', avatarUrl: null, role: 'host' },
  answeredBy: ['Ana Reyes', 'Ben Cruz'],
  unread: 1,
  lastMessage: { body: 'My payout is late.', senderId: 'u1', hasImage: false, createdAt: '2026-11-26T01:00:00.000Z' },
});

// The first render loads the page's code: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => resetOutgoing());

describe('Support chat (staff)', () => {
  it('lists the support conversations with who answered, and answers as support on the shared inbox', async () => {
    const { sent, reads } = serveConversations({
      base,
      me: 'staff1',
      conversations: [
        inbox,
        buildConversation({
          id: 's2',
          kind: 'support',
          listing: null,
          answeredBy: [],
          other: { id: 'u2', name: 'Jose Rizal', avatarUrl: null, role: 'client' },
        }),
      ],
      messages: [
        buildMessage({
          id: 'a1',
          conversationId: 's1',
          senderId: 'u1',
          senderName: 'Maria Santos',
          senderRole: 'host',
          body: 'Hello?',
          createdAt: '2026-11-26T00:50:00.000Z',
          readAt: '2026-11-26T00:55:00.000Z',
        }),
        buildMessage({
          id: 'a2',
          conversationId: 's1',
          senderId: 'staff2',
          senderName: 'Ben Cruz',
          senderRole: 'support',
          body: 'Hi Maria, looking into it.',
          createdAt: '2026-11-26T00:56:00.000Z',
          readAt: '2026-11-26T00:58:00.000Z',
        }),
        buildMessage({
          id: 'a3',
          conversationId: 's1',
          senderId: 'u1',
          senderName: 'Maria Santos',
          senderRole: 'host',
          body: 'My payout is late.',
          createdAt: '2026-11-26T01:00:00.000Z',
        }),
      ],
    });
    const { user } = renderApp(<AdminChatPage />, { url: '/chat', path: '/chat', user: admin });
    expect(await screen.findByRole('heading', { name: 'Support Chat', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('Host · Answered by Ana Reyes and Ben Cruz')).toBeInTheDocument();
    expect(within(second).getByText('Client · Not answered yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact support' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('link'));
    const log = await screen.findByRole('log', { name: 'Messages' });
    // Another staff member's answer is ours (the right side), with their name, and seen by the user.
    const answer = within(log).getByText('Hi Maria, looking into it.').closest('li')!;
    expect(within(answer).getByText('Ben Cruz')).toBeInTheDocument();
    expect(within(answer).getByText('Seen')).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual(['s1']));

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Sent today.{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: 'Sent today.' });

    // The support topic brings the users' new messages live.
    await waitFor(() => expect(FakeSocket.last?.sent).toContainEqual({ type: 'subscribe', topic: 'support' }));
    act(() =>
      FakeSocket.last!.receive('support', {
        type: 'message.new',
        conversationId: 's1',
        message: buildMessage({
          id: 'a9',
          conversationId: 's1',
          senderId: 'u1',
          senderRole: 'host',
          senderName: 'Maria Santos',
          body: 'Thank you!',
          createdAt: new Date().toISOString(),
        }),
      }),
    );
    expect(await within(log).findByText('Thank you!')).toBeInTheDocument();
  });
});
