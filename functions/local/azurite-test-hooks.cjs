// Test only (preloaded into Azurite when the stack runs under tests, LOCAL_TEST_HOOKS=1): Azurite keeps
// its metadata in LokiJS databases it writes to disk every 5 s. On SIGUSR2 this writes them all now and
// prints "[azurite] saved" on stderr, so a crash test can kill the stack right after everything it
// wrote is on disk (as a real storage account keeps every acknowledged write) instead of sleeping 6 s.
'use strict';
const Loki = require('lokijs');

const databases = new Set();
const autosaveEnable = Loki.prototype.autosaveEnable;
Loki.prototype.autosaveEnable = function (...args) {
  databases.add(this); // every Azurite store opens its database with autosave on
  return autosaveEnable.apply(this, args);
};

const save = (db) => new Promise((resolve, reject) => db.saveDatabase((err) => (err ? reject(err) : resolve())));
process.on('SIGUSR2', () => {
  Promise.all([...databases].map(save)).then(
    () => process.stderr.write(`[azurite] saved ${databases.size} databases\n`),
    (err) => process.stderr.write(`[azurite] save failed: ${err && err.message}\n`),
  );
});
process.stderr.write(`[azurite] test hooks in process ${process.pid}\n`);
