// A worker of the calculation pool. Worker threads do not inherit the TypeScript
// loader of a test runner, so the route table is loaded with tsx's scoped import.
import { tsImport } from 'tsx/esm/api';

const { answerEndpoint } = await tsImport('../routes/api/calculations.ts', import.meta.url);

/** @param {{ name: string, body: unknown }} task */
export default function calculate({ name, body }) {
  return answerEndpoint(name, body);
}
