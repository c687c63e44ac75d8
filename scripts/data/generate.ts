import { runGenerate } from './generate-command.ts';

process.exitCode = await runGenerate(process.argv.slice(2));
