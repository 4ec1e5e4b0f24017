import type { ComponentProps } from 'react';
import { island } from '@/components/island';
import type { HostCard } from './host-card';

/**
 * The listing page's 'Host' card as an island (issue 30, decision 0096): the server renders it
 * with the page; its code, with the page's only Intl date formatter, comes when it nears the screen.
 */
export const HostCardIsland = island<ComponentProps<typeof HostCard>>(
  () => import('./host-card').then((m) => ({ default: m.HostCard })),
  { fallback: <div className="h-28 animate-pulse rounded-card bg-ink-100" /> },
);
