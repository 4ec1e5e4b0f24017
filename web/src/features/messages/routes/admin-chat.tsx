import { MessagesPage } from '@/features/messages/components/messages-page';

/** Admin /chat: the support inbox, shared by staff, with who answered each conversation. */
export default function AdminChatPage() {
  return <MessagesPage viewer="staff" />;
}
