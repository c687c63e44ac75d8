/**
 * The parts of the served OpenAPI document (GET /api/openapi.json) that the tests read. Every
 * field is optional: a test asserts on what it finds, so a missing part fails the assertion.
 */
interface JsonSchemaShape {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchemaShape>;
  items?: JsonSchemaShape;
  contentMediaType?: string;
  contentSchema?: JsonSchemaShape;
  $ref?: string;
}

interface OpenApiBody {
  description?: string;
  content: Record<string, { schema: JsonSchemaShape }>;
}

interface OpenApiOperation {
  parameters?: unknown[];
  requestBody?: OpenApiBody;
  responses: Record<string, OpenApiBody>;
}

export interface OpenApiShape {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchemaShape> };
}
