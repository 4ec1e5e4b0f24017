import { lazy } from 'react';

/**
 * The two-factor card, fetched when first drawn. The guards' setup screen is in every page's
 * first download; the card's forms (react-hook-form, zod schemas) are needed only by the few
 * staff members who see it.
 */
export const LazyTwoFactorCard = lazy(() => import('./two-factor-card').then((m) => ({ default: m.TwoFactorCard })));
