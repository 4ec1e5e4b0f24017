export {
  QUEUE_PAGE_SIZE,
  useVerificationQueue,
  verificationQueueQuery,
  type QueueStatus,
} from './use-verification-queue';
export { useVerification, verificationRequestQuery } from './use-verification';
export { useDecideVerification, type Decision } from './use-decide-verification';
export { useBackgroundCheck, type BackgroundCheckChange } from './use-background-check';
