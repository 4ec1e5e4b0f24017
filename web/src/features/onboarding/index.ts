// What other features may use from the onboarding feature (lint: only through this file).
export { useGuideProgress } from './api/use-guide-progress';
export { useGuideState, type GuideState } from './api/use-guide-state';
export { useGuideWords, type GuideWords, type StepWords } from './use-guide-words';
export { clientTutorial, hostOnboarding, hostTutorial, tutorialFor, type GuideDef } from './guides';
