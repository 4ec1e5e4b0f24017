/** /client/disputes and /host/disputes: each side's resolution centre (one chunk with the rest of the feature). */
export { MyDisputesPage as default } from '../index';
