import { useMessages } from '@/lib/i18n';
import type { GuideDef } from './guides';

/** A step's words: `brief` is the dashboard's one line (the summary when left out), `points` in order. */
export interface StepWords {
  readonly title: string;
  readonly summary: string;
  readonly brief?: string;
  readonly points: Readonly<Record<string, string>>;
  readonly link: string;
}

export interface GuideWords {
  readonly title: string;
  readonly description: string;
  readonly steps: Readonly<Record<string, StepWords>>;
  readonly finish: { readonly title: string; readonly body: string; readonly link: string };
}

/** A guide's words in the interface's language (the catalogue's `onboarding.guides.<key>`). */
export function useGuideWords(def: GuideDef): GuideWords {
  return useMessages('onboarding').guides[def.key];
}
