import { DisputePage } from './dispute-page';

/** /client/disputes/{disputeId}. */
export default function ClientDisputePage() {
  return <DisputePage viewer="client" />;
}
