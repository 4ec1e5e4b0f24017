/** /disputes: the disputes queue (the disputes feature). */
export { AdminDisputesPage as default } from '@/features/disputes';
