// Certification as part of `vitest run`: one describe per rule, one test per corpus case, and a last test
// holding the verdict `cdm-conformance run --module ./validator.ts#myValidator` would give.
import { conformanceTests } from 'cdm-conformance/vitest';
import { myValidator } from '../validator.js';

conformanceTests(myValidator);
