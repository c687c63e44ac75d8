// Runs the unit suites and the browser journeys at the same time, as two `vitest run` processes,
// and fails when either fails. In one run Vitest started the journeys (one file at a time) only
// once every unit file had finished, so on the 2-core CI machine they were a serial tail of about
// 300 s while a journey mostly waits on Chromium and the server. Arguments are passed to both.
import { spawn } from 'node:child_process';

const UNIT_PROJECTS = ['engine', 'scripts', 'server', 'web'];
const extra = process.argv.slice(2);

function vitest(projects) {
  const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name]), ...extra];
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [units, journeys] = await Promise.all([vitest(UNIT_PROJECTS), vitest(['e2e'])]);
if (units !== 0) console.error(`Unit suites failed (exit ${units})`);
if (journeys !== 0) console.error(`Browser journeys failed (exit ${journeys})`);
process.exit(units !== 0 ? units : journeys);
