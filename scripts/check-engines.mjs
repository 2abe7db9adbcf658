// Every package that package-lock.json installs must run on the oldest Node the project declares
// (package.json `engines.node`, today >=20.19): `npm ci` warns EBADENGINE otherwise, and the
// package may use what that Node lacks (issue 21, item 17). Pin or override such a package
// (package.json `overrides`) to a version that supports it. Exits 1 naming each one.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = new URL('../', import.meta.url);
const declared = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
const oldest = semver.minVersion(declared);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));

const excluded = Object.entries(lock.packages)
  .filter(([where, entry]) => where !== '' && typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node))
  .map(([where, entry]) => `${where.replace(/^.*node_modules\//, '')}@${entry.version} (${where}) needs node ${entry.engines.node}`);

if (excluded.length) {
  console.error(`package-lock.json installs ${excluded.length} package(s) that Node ${oldest} (engines ${declared}) cannot run:\n  ${excluded.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every package in package-lock.json supports Node ${oldest} (engines ${declared}).`);
