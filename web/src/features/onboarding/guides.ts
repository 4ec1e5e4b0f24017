import {
  BadgeCheck,
  CalendarDays,
  CalendarCheck,
  CircleUserRound,
  GitCompareArrows,
  HandCoins,
  KeyRound,
  MessageSquare,
  PlusSquare,
  Search,
  Star,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { Guide } from '@espasyo/domain/schemas/account';
import type { User } from '@espasyo/domain/schemas/auth';
import { paths } from '@espasyo/domain/paths';

/** What the host's account shows of their set-up (hostOnboarding's facts). */
export interface HostFacts {
  /** The host's listings, archived and drafts too. */
  listings: number;
  /** Those live: submitted with their rates and calendar, and approved. */
  liveListings: number;
  payoutMethods: number;
}

/** What the client's account shows (clientTutorial's facts). */
export interface ClientFacts {
  /** The client's bookings in any status, requests and cancelled ones too. */
  bookings: number;
}

/**
 * What the account shows, for the steps it can tell are done (useGuideState reads them): the
 * user, and the facts of the side the guide names in `facts` (the other side's are not read).
 */
export interface AccountFacts {
  user: User;
  host?: HostFacts;
  client?: ClientFacts;
}

export interface GuideStep {
  /** Stored in the user's progress; never rename one (progress would be lost). */
  id: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  /** One line for the dashboard's next steps (the summary when left out). */
  brief?: string;
  /** What the user does in this step, in a few short points. */
  points: string[];
  link: { label: string; to: string };
  /**
   * True when the account shows this step done: then it is done, whatever the user marked
   * (the set-up's one source of truth, decision 0067). Steps without it are done when marked.
   */
  detect?: (facts: AccountFacts) => boolean;
}

export interface GuideDef {
  guide: Guide;
  title: string;
  description: string;
  /** Whose facts its steps' `detect` read besides the user's: the host's set-up or the client's bookings. */
  facts?: 'host' | 'client';
  steps: GuideStep[];
  finish: { title: string; body: string; link: { label: string; to: string } };
}

/** /onboarding: what a new host does once, from profile to first payout. */
export const hostOnboarding: GuideDef = {
  guide: 'onboarding',
  facts: 'host',
  title: 'Get set up as a host',
  description:
    'Five steps from a new account to your first payout. Your progress is saved, so you can stop and come back any time.',
  steps: [
    {
      id: 'complete-profile',
      title: 'Complete your profile',
      icon: CircleUserRound,
      summary:
        'Renters decide who to trust with their things. A real name and a clear photo of your face get more bookings.',
      points: [
        'Add a profile photo',
        'Check that your name matches your government ID',
        'Make sure your mobile number is one you answer',
      ],
      brief: 'A clear photo of your face builds trust.',
      link: { label: 'Open your profile', to: paths.host.profile.getHref() },
      detect: (f) => !!f.user.profileImageUrl,
    },
    {
      id: 'verify-identity',
      title: 'Verify your identity',
      icon: BadgeCheck,
      summary: 'Verified hosts get the badge renters look for. Publishing a listing may need it.',
      points: [
        'Confirm your email with the link we sent',
        'Confirm your mobile number with a 6-digit code',
        'Upload a government ID and a selfie for our team to check',
      ],
      brief: 'Confirm your email and phone, and have your ID checked.',
      link: { label: 'Go to verification', to: paths.host.profile.getHref('verification') },
      detect: (f) => f.user.emailVerified && f.user.phoneVerified && f.user.idVerified,
    },
    {
      id: 'create-listing',
      title: 'Create your first listing',
      icon: PlusSquare,
      summary: 'Describe your garage, storage room, parking slot or warehouse space so renters can picture it.',
      points: [
        'Pick the type: storage, parking or warehouse',
        'Add the address, size and features like CCTV or 24/7 access',
        'Upload up to 12 photos in good light',
      ],
      brief: 'Photos, size, features and your price.',
      link: { label: 'Create a listing', to: paths.host.newListing.getHref() },
      // Any listing, archived ones too, is a first listing made.
      detect: (f) => (f.host?.listings ?? 0) > 0,
    },
    {
      id: 'availability-pricing',
      title: 'Set availability and pricing',
      icon: CalendarDays,
      summary: 'Choose your rates and the dates your space is free. You can change both whenever you like.',
      points: [
        'Set a daily and a monthly rate (and an hourly rate for parking)',
        'Choose instant booking or requests you approve',
        'Block the dates your space is not available',
      ],
      brief: 'Your rates, and the dates your space is free.',
      link: { label: 'Go to your listings', to: paths.host.listings.getHref() },
      // A live listing went through review with its rates and calendar set.
      detect: (f) => (f.host?.liveListings ?? 0) > 0,
    },
    {
      id: 'get-paid',
      title: 'Get paid',
      icon: Wallet,
      summary: 'Renters pay through Espasyo, and your earnings go to your wallet after the platform fee.',
      points: [
        'Add a payout method: GCash, Maya or a bank account',
        'Earnings become available a few days after a booking starts',
        'Request a payout, or let automatic payouts send it',
      ],
      brief: 'Add GCash, Maya or a bank account for your payouts.',
      link: { label: 'Open your wallet', to: paths.host.wallet.getHref() },
      detect: (f) => (f.host?.payoutMethods ?? 0) > 0,
    },
  ],
  finish: {
    title: 'You are ready to host',
    body: 'Keep an eye on your dashboard for booking requests. Answer them quickly: renters book hosts who reply.',
    link: { label: 'Go to your dashboard', to: paths.host.dashboard.getHref() },
  },
};

/** /tutorial for hosts: the everyday work once a listing is live. */
export const hostTutorial: GuideDef = {
  guide: 'tutorial',
  title: 'How hosting works',
  description: 'What happens after your listing goes live, from the first request to your first review.',
  steps: [
    {
      id: 'answer-requests',
      title: 'Answer booking requests',
      icon: CalendarCheck,
      summary:
        'When a renter asks for dates, you accept or decline. Requests you do not answer within 24 hours expire.',
      points: [
        'See who is asking, for which dates and how much you earn',
        'Accept, or decline with a short reason',
        'Instant-book listings skip this step',
      ],
      link: { label: 'See your bookings', to: paths.host.bookings.getHref() },
    },
    {
      id: 'talk-to-renters',
      title: 'Talk to renters',
      icon: MessageSquare,
      summary:
        'Answer questions in Espasyo messages. Phone numbers and emails stay hidden until a booking is confirmed.',
      points: ['Reply quickly: it shows on your listing', 'Keep every agreement in writing in the chat'],
      link: { label: 'Open messages', to: paths.host.messages.getHref() },
    },
    {
      id: 'welcome-renter',
      title: 'Welcome your renter',
      icon: KeyRound,
      summary: 'Once the renter pays, the booking is confirmed and your access instructions are shared with them.',
      points: ['Write clear access instructions on your listing', 'Be there or reachable on move-in day'],
      link: { label: 'See upcoming bookings', to: paths.host.bookings.getHref() },
    },
    {
      id: 'track-earnings',
      title: 'Track your earnings',
      icon: HandCoins,
      summary:
        'Every payment, fee and payout is in your wallet, so you always know what is pending and what you can withdraw.',
      points: [
        'Earnings are pending until a few days after the booking starts',
        'Withdraw to GCash, Maya or your bank',
      ],
      link: { label: 'Open your wallet', to: paths.host.wallet.getHref() },
    },
    {
      id: 'build-reputation',
      title: 'Build your reputation',
      icon: Star,
      summary: 'After each booking, you and the renter review each other. Good reviews bring more bookings.',
      points: ['Review your renter within 14 days', 'Reply once to a review of your space'],
      link: { label: 'See your reviews', to: paths.host.reviews.getHref() },
    },
  ],
  finish: {
    title: 'You know the ropes',
    body: 'Questions later? This guide stays here, and support is one message away.',
    link: { label: 'Go to your dashboard', to: paths.host.dashboard.getHref() },
  },
};

/** /tutorial for clients: finding, booking and moving into a space. */
export const clientTutorial: GuideDef = {
  guide: 'tutorial',
  facts: 'client',
  title: 'How renting works',
  description:
    'Five steps from searching to moving your things in. Your progress is saved, so you can come back any time.',
  steps: [
    {
      id: 'search',
      title: 'Search for a space',
      icon: Search,
      summary:
        'Look for storage, parking or warehouse space near you, for example "Makati parking" or "Quezon City warehouse".',
      points: ['Type a city, district or barangay, or use your location', 'Filter by price, size, features and dates'],
      link: { label: 'Find a space', to: paths.client.browse.getHref() },
      // A booking made, any status, is a space found (the dashboard's "Find a space").
      detect: (f) => (f.client?.bookings ?? 0) > 0,
    },
    {
      id: 'compare',
      title: 'Compare your options',
      icon: GitCompareArrows,
      summary: 'Check photos, size, features and reviews, and see where each space is on the map.',
      points: [
        'Save the ones you like to your favourites',
        'Look for verified hosts and good reviews',
        'Message a host if something is unclear',
      ],
      link: { label: 'Open the map', to: paths.client.map.getHref() },
    },
    {
      id: 'book',
      title: 'Book your dates',
      icon: CalendarCheck,
      summary:
        'Choose your dates and see the full price before you commit. Some spaces book instantly; others wait for the host to accept.',
      points: [
        'Request to book: nothing is charged until the host accepts',
        'Instant book: pay right away to hold the dates',
        'Sign the rental agreement at checkout',
      ],
      link: { label: 'See your bookings', to: paths.client.bookings.getHref() },
      detect: (f) => (f.client?.bookings ?? 0) > 0,
    },
    {
      id: 'pay',
      title: 'Pay with GCash or Maya',
      icon: Wallet,
      summary:
        'Pay securely through Espasyo with GCash, Maya, a card or a bank transfer. You get a receipt for every payment.',
      points: [
        'After a host accepts, you have 24 hours to pay',
        "Refunds follow the listing's cancellation policy, shown before you pay",
      ],
      link: { label: 'See your payments', to: paths.client.payments.getHref() },
    },
    {
      id: 'move-in',
      title: 'Move in',
      icon: KeyRound,
      summary: "Once paid, your booking is confirmed and you get the host's access instructions.",
      points: [
        'Agree on a move-in time in messages',
        'Take photos of the space when you arrive',
        'Leave a review when your booking ends',
      ],
      link: { label: 'Open messages', to: paths.client.messages.getHref() },
    },
  ],
  finish: {
    title: 'You are ready to rent',
    body: 'Find a space near you and book it in a few minutes.',
    link: { label: 'Find a space', to: paths.client.browse.getHref() },
  },
};

export function tutorialFor(role: string | null): GuideDef {
  return role === 'host' ? hostTutorial : clientTutorial;
}
