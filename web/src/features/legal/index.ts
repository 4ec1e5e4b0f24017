export { legalKeys, legalLang, legalTextQuery, legalVersionsQuery } from './api/use-legal-text';
export { LegalBlocks } from './components/legal-body';
