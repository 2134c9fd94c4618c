// conformanceTests in a caller's test run: the subject module and the rule filter come from the spawning suite.
import { conformanceTests } from '../../../src/vitest.js';

const { default: subject } = (await import(process.env.CDM_SUBJECT!)) as { default: unknown };
conformanceTests(subject, { rules: process.env.CDM_RULES!.split(','), name: 'certification' });
