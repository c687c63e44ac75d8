// A worker of the calculation pool. Worker threads do not inherit the TypeScript
// loader of a test runner, so the route table is loaded with tsx's scoped import.
import { tsImport } from 'tsx/esm/api';

const { answerEndpoint, answerSensitivity } = await tsImport('../routes/api/calculations.ts', import.meta.url);

/** @param {{ name: string, body: unknown }} task An endpoint's name, or 'sensitivity' (SENSITIVITY_TASK in calculation-pool.ts). */
export default function calculate({ name, body }) {
  return name === 'sensitivity' ? answerSensitivity(body) : answerEndpoint(name, body);
}
