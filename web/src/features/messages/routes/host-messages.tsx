import { MessagesPage } from '@/features/messages/components/messages-page';

/** /host/messages: the host's conversations with renters and support (`?c=<id>` opens one). */
export default function HostMessagesPage() {
  return <MessagesPage viewer="host" />;
}
