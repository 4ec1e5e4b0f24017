export { en as messages, en } from './en';
