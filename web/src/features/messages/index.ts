/** Messaging (issue 21): the pages are mounted by the route tables; the layouts show the unread badge. */
export { useMessagesBadge } from './api/use-messages-badge';
/** The client dashboard's messages card. */
export { RecentConversations } from './components/recent-conversations';
/** The signed-in frames: messages kept on the phone come back and are sent when the connection returns. */
export { useOutgoingMessages } from './api/use-outgoing-messages';
