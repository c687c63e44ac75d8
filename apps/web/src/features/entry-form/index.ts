// What the router takes of the entry form: its route, whose page is part of the first load.
export { entryFormRoutes } from './routes.tsx';
