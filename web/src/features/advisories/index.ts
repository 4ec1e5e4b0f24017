export { advisoriesQuery } from './api/use-advisories';
