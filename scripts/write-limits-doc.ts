import { writeFileSync } from 'node:fs';
import { limitsDocument } from '#server/limits/limits-doc.ts';

// docs/limits.md from the limits tables (route-limits.test.ts fails when it is out of date).
writeFileSync('docs/limits.md', limitsDocument());
