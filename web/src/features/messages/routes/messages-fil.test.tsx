import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { buildUser, renderApp, screen, within } from '@/testing/test-utils';
import { FakeSocket } from '@/lib/realtime.fixtures';
import { loadMessages } from '@/lib/i18n';
import { resetOutgoing } from '../api/outgoing';
import { buildConversation, buildMessage, serveConversations } from '../messages.fixtures';
import ClientMessagesPage from './client-messages';

const me = buildUser({ id: 'me', userType: 'client', type: 'client', firstName: 'Maria', lastName: 'Santos' });

const open = (url = '/client/messages') =>
  renderApp(<ClientMessagesPage />, { url, path: '/client/messages', user: me, lang: 'fil' });

beforeAll(async () => {
  vi.stubGlobal('WebSocket', FakeSocket);
  await loadMessages('fil', NAMESPACES);
});
afterEach(() => resetOutgoing());

describe('Messages in Filipino (issue 34)', () => {
  it('shows the list, its unread count and our last message in Filipino', async () => {
    serveConversations({
      conversations: [
        buildConversation({ unread: 2 }),
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga Mensahe' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mga usapan' });
    const [host, support] = within(list).getAllByRole('listitem');
    expect(within(host).getByText('2 hindi pa nababasa')).toBeInTheDocument();
    expect(within(support).getByText('Ikaw: Larawan')).toBeInTheDocument();
    // The last message's day in Filipino (issue 34): not 'Nov 20'.
    expect(within(support).getByText('Nob 20')).toBeInTheDocument();
    expect(screen.getByText('Pumili ng usapan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kontakin ang support' })).toBeInTheDocument();
    expect(screen.queryByText('Pick a conversation')).not.toBeInTheDocument();
  });

  it('shows a thread: the masking notice and notes, Seen, the composer, in Filipino', async () => {
    serveConversations({
      conversations: [buildConversation()],
      messages: [
        buildMessage({
          id: 'm1',
          body: 'Tawagan mo ako sa 0917 123 4567',
          hiddenFrom: 'host',
          readAt: '2026-11-26T02:01:00.000Z',
        }),
        buildMessage({
          id: 'm2',
          senderId: 'h1',
          senderName: 'Ramon',
          senderRole: 'host',
          body: 'Viber: [hidden]',
          masked: true,
        }),
      ],
    });
    open('/client/messages?c=c1');
    const log = await screen.findByRole('log', { name: 'Mga Mensahe' });
    expect(within(log).getByText('Nakatago sa host hangga’t hindi pa kumpirmado ang booking.')).toBeInTheDocument();
    expect(
      within(log).getByText('Nakatago ang contact details hangga’t hindi pa kumpirmado ang booking.'),
    ).toBeInTheDocument();
    expect(within(log).getByText('Nakita na')).toBeInTheDocument();
    expect(screen.getByText(/^Para sa kaligtasan ng lahat/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensahe' })).toHaveAttribute('placeholder', 'Sumulat ng mensahe');
    expect(screen.getByRole('button', { name: 'Ipadala' })).toBeInTheDocument();
    expect(screen.getByText('Mag-attach ng larawan')).toBeInTheDocument();
  });
});
