/** What other parts of the app use from the admin feature (the admin layout's live settings). */
export { useLiveSettings } from './settings/api';
