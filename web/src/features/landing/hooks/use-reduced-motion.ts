import { useMediaQuery } from '@/lib/use-media-query';

/** True while the user asks for less motion (the hero slideshow then stops rotating). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
