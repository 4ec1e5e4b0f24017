/** /client/disputes/{id} and /host/disputes/{id}: the page lives with the rest of the feature (one chunk). */
export { DisputePage as default } from '../index';
