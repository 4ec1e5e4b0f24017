import { beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { paths } from '@espasyo/domain/paths';
import { AppTopNav } from '@/components/layout/app-top-nav';
import { act, buildUser, configure, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { FakeSocket } from '@/lib/realtime.fixtures';
import { useMessagesBadge } from './use-messages-badge';

// The first render loads the page's code: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => vi.stubGlobal('WebSocket', FakeSocket));

/** The host area's bar as the app layout wires it. */
function HostBar() {
  const unread = useMessagesBadge(true);
  return <AppTopNav variant="host" counts={{ [paths.host.messages.getHref()]: unread }} />;
}

describe('useMessagesBadge', () => {
  it('shows the unread messages on the Messages item and follows them live', async () => {
    let unread = 3;
    server.use(http.get('/api/conversations/unread-count', () => HttpResponse.json({ unread })));
    renderApp(<HostBar />, { url: '/host/dashboard', user: buildUser({ id: 'h1', userType: 'host', type: 'host' }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /^Messages,? ?,? 3 unread$/ })).toHaveAttribute(
      'href',
      '/host/messages',
    );
    await waitFor(() => expect(FakeSocket.last?.sent).toContainEqual({ type: 'subscribe', topic: 'user:h1' }));
    unread = 120;
    act(() => FakeSocket.last!.receive('user:h1', { type: 'message.new', conversationId: 'c1', message: {} }));
    expect(await within(nav).findByText('99+')).toBeInTheDocument();
  });
});
