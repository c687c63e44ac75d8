// The report feature's public entry for the router: its routes, whose pages, print view and Word and
// Excel exports load on the first report page (routes.tsx).
export { reportRoutes } from './routes.tsx';
