export { default as NotFoundPage } from './routes/not-found';
export { RouteError } from './routes/route-error';
