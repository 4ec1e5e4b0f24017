import { DisputePage } from './dispute-page';

/** /host/disputes/{disputeId}. */
export default function HostDisputePage() {
  return <DisputePage viewer="host" />;
}
