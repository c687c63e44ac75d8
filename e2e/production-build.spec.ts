import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, webDist } from './support/index.ts';

/** The journeys drive the built app; it must be the build users get, not a development one. */
describe('the web build the journeys drive', () => {
  let scripts: { name: string; text: string }[];

  beforeAll(async () => {
    await ensureWebBuild();
    const assets = path.join(webDist, 'assets');
    scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, text: readFileSync(path.join(assets, name), 'utf8') }));
  });

  it("is React's production build: no development JSX runtime and no paths of this machine", () => {
    expect(scripts.length).toBeGreaterThan(0);
    const development = scripts.filter(({ text }) => text.includes('jsxDEV') || text.includes(path.resolve(webDist, '..', 'src')));
    expect(development.map(({ name }) => name)).toEqual([]);
  });
});
