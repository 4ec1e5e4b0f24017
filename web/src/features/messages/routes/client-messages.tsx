import { MessagesPage } from '@/features/messages/components/messages-page';

/** /client/messages: the client's conversations with hosts and support (`?c=<id>` opens one, `?listing=<id>` starts one). */
export default function ClientMessagesPage() {
  return <MessagesPage viewer="client" />;
}
