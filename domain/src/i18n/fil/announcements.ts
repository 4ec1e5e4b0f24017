import type { Translation } from '../catalog';
import type en from '../en/announcements';

/** Filipino of en/announcements.ts (glossary.md). */
export default {
  banner: {
    label: 'Anunsyo',
    dismiss: 'Isara ang anunsyo',
    dismissFailed: 'Hindi maisara ang anunsyo. Pakisubukan ulit.',
    previous: 'Naunang anunsyo',
    next: 'Susunod na anunsyo',
    position: '{at} sa {total}',
    showMore: 'Ipakita pa',
    showLess: 'Ipakita nang mas kaunti',
  },
} satisfies Translation<typeof en>;
