// Prepares test-results/timing/ for the phases of a test run (scripts/measure-test-time.sh reads it):
// `npm test` starts it empty, so a report never mixes in an earlier run's figures; a phase run on
// its own (--keep) only makes sure it exists.
import { mkdirSync, rmSync } from 'node:fs';

const DIR = 'test-results/timing';
if (!process.argv.includes('--keep')) rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
