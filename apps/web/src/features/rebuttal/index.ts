// What a later report's Rebuttal section and the case's rebuttal screen take: the rebuttal computed through the calculation service.
export { computeRebuttal } from './compute-rebuttal.ts';
