import { purgeUnsentChatImages } from '../modules/messaging/chat-images.service';
import { HOUR, type JobDefinition } from './job';

/** Messaging's housekeeping (decision 0041). */
export const messagingJobs: JobDefinition[] = [
  {
    name: 'purge-unsent-chat-pictures',
    description: 'Deletes pictures uploaded into a conversation and not sent within a day.',
    intervalMs: 6 * HOUR,
    async run(ctx) {
      const n = await purgeUnsentChatImages(ctx);
      return `Deleted ${n} unsent picture${n === 1 ? '' : 's'}.`;
    },
  },
];
