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

/**
 * A step of a guide. Its words (title, summary, the points, the brief for the dashboard's next
 * steps and the link's label) are the catalogue's, `onboarding.guides.<guide>.steps.<id>`
 * (useGuideWords).
 */
export interface GuideStep {
  /** Stored in the user's progress; never rename one (progress would be lost). Its words' key too. */
  id: string;
  icon: LucideIcon;
  /** Where the step's link goes. */
  to: string;
  /**
   * True when the account shows this step done: then it is done, whatever the user marked
   * (the set-up's one source of truth, decision 0067). Steps without it are done when marked.
   */
  detect?: (facts: AccountFacts) => boolean;
}

/** A guide: its words are the catalogue's `onboarding.guides.<key>` (useGuideWords). */
export interface GuideDef {
  guide: Guide;
  key: 'hostOnboarding' | 'hostTutorial' | 'clientTutorial';
  /** Whose facts its steps' `detect` read besides the user's: the host's set-up or the client's bookings. */
  facts?: 'host' | 'client';
  steps: GuideStep[];
  /** Where the finish card's link goes, once every step is done. */
  finishTo: string;
}

/** /onboarding: what a new host does once, from profile to first payout. */
export const hostOnboarding: GuideDef = {
  guide: 'onboarding',
  key: 'hostOnboarding',
  facts: 'host',
  steps: [
    {
      id: 'complete-profile',
      icon: CircleUserRound,
      to: paths.host.profile.getHref(),
      detect: (f) => !!f.user.profileImageUrl,
    },
    {
      id: 'verify-identity',
      icon: BadgeCheck,
      to: paths.host.profile.getHref('verification'),
      detect: (f) => f.user.emailVerified && f.user.phoneVerified && f.user.idVerified,
    },
    {
      id: 'create-listing',
      icon: PlusSquare,
      to: paths.host.newListing.getHref(),
      // Any listing, archived ones too, is a first listing made.
      detect: (f) => (f.host?.listings ?? 0) > 0,
    },
    {
      id: 'availability-pricing',
      icon: CalendarDays,
      to: paths.host.listings.getHref(),
      // A live listing went through review with its rates and calendar set.
      detect: (f) => (f.host?.liveListings ?? 0) > 0,
    },
    {
      id: 'get-paid',
      icon: Wallet,
      to: paths.host.wallet.getHref(),
      detect: (f) => (f.host?.payoutMethods ?? 0) > 0,
    },
  ],
  finishTo: paths.host.dashboard.getHref(),
};

/** /tutorial for hosts: the everyday work once a listing is live. */
export const hostTutorial: GuideDef = {
  guide: 'tutorial',
  key: 'hostTutorial',
  steps: [
    {
      id: 'answer-requests',
      icon: CalendarCheck,
      to: paths.host.bookings.getHref(),
    },
    {
      id: 'talk-to-renters',
      icon: MessageSquare,
      to: paths.host.messages.getHref(),
    },
    {
      id: 'welcome-renter',
      icon: KeyRound,
      to: paths.host.bookings.getHref(),
    },
    {
      id: 'track-earnings',
      icon: HandCoins,
      to: paths.host.wallet.getHref(),
    },
    {
      id: 'build-reputation',
      icon: Star,
      to: paths.host.reviews.getHref(),
    },
  ],
  finishTo: paths.host.dashboard.getHref(),
};

/** /tutorial for clients: finding, booking and moving into a space. */
export const clientTutorial: GuideDef = {
  guide: 'tutorial',
  key: 'clientTutorial',
  facts: 'client',
  steps: [
    {
      id: 'search',
      icon: Search,
      to: paths.client.browse.getHref(),
      // A booking made, any status, is a space found (the dashboard's "Find a space").
      detect: (f) => (f.client?.bookings ?? 0) > 0,
    },
    {
      id: 'compare',
      icon: GitCompareArrows,
      to: paths.client.map.getHref(),
    },
    {
      id: 'book',
      icon: CalendarCheck,
      to: paths.client.bookings.getHref(),
      detect: (f) => (f.client?.bookings ?? 0) > 0,
    },
    {
      id: 'pay',
      icon: Wallet,
      to: paths.client.payments.getHref(),
    },
    {
      id: 'move-in',
      icon: KeyRound,
      to: paths.client.messages.getHref(),
    },
  ],
  finishTo: paths.client.browse.getHref(),
};

export function tutorialFor(role: string | null): GuideDef {
  return role === 'host' ? hostTutorial : clientTutorial;
}
