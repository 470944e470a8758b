// `node --import ./record-imports.mjs …`: appends every package the process imports (bare
// specifiers, once each) to the file named by RECORD_IMPORTS_TO, one per line. The hook runs on
// Node's loader thread, so it sees `import` and `import()` alike.
import { register } from 'node:module';

const hook = `
import { appendFileSync } from 'node:fs';
const seen = new Set();
export async function resolve(specifier, context, next) {
  if (!/^[.\\/]|^node:|^file:|^data:/.test(specifier) && !seen.has(specifier)) {
    seen.add(specifier);
    appendFileSync(process.env.RECORD_IMPORTS_TO, specifier + '\\n');
  }
  return next(specifier, context);
}`;

if (process.env.RECORD_IMPORTS_TO) {
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
