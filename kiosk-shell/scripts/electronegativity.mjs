// Electronegativity over the shell's sources and local pages (all under src/, so its global checks see both): prints every finding and fails on any HIGH one, or
// on any file it could not parse (an unparsed file is an unchecked file).
// The check of available Electron security releases is left out: it downloads the release list from GitHub at
// run time. Keeping Electron on a supported major is done by updating package.json instead.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const run = require('@doyensec/electronegativity');
const electronVersion = require('electron/package.json').version;

const INPUT = 'src';
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

const { issues, errors } = await run({
  input: INPUT,
  isRelative: true,
  electronVersionOverride: electronVersion,
  excludeFromScan: EXCLUDED_CHECKS,
});

let failed = false;
for (const error of errors.filter((e) => !e.tolerable)) {
  console.error(`PARSE ERROR ${error.file}: ${error.message}`);
  failed = true;
}
console.log(`\n${INPUT}/ (Electron ${electronVersion}): ${issues.length} finding(s)`);
console.log(['severity', 'confidence', 'check', 'where'].join('\t'));
for (const issue of issues) {
  const where = `${issue.file}:${issue.location.line}:${issue.location.column}`;
  console.log([issue.severity.name, issue.confidence.name, issue.id, where].join('\t'));
  if (issue.severity.name === 'HIGH') failed = true;
}

if (failed) {
  console.error('\nElectronegativity: high-severity findings or unparsed files (see above).');
  process.exit(1);
}
console.log('\nElectronegativity: no high-severity finding.');
