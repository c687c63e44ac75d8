import { runCalc } from './calc-command.ts';

// Piping into `head` closes stdout early; that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

void runCalc(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
