// `npm start`: install what is missing, build what is not built, then run the server, which
// migrates, seeds the demo data into an empty database and serves the app and the API on one port.
import { ensureDependencies, ensureWebBuild, log, runForwardingSignals } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
log('Starting the server…');
const code = await runForwardingSignals(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']);
process.exit(code);
