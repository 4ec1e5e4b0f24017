import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The API for component tests: MSW answers fetch() in Node; unknown requests fail the test. */
export const server = setupServer(...handlers);
