// What a later report's Rebuttal section and the case's rebuttal screen take: the rebuttal computed through the calculation service.
export { computeRebuttal } from './compute-rebuttal.ts';
// What the router takes: the rebuttal page, where the opposing report is entered and the rebuttal computed.
export { rebuttalRoutes } from './routes.tsx';
