import { fork } from 'node:child_process';
import path from 'node:path';

export interface LocalCosmosProcess {
  endpoint: string;
  key: string;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

// Running from the compiled test build (local-bundles.ts), the server runs from its own compiled file.
const compiled = import.meta.url.endsWith('.bundle.mjs');

/** Starts cosmos-process.ts as a child and waits until it reports its endpoint. */
export function startCosmosProcess(options: { dataDir: string }): Promise<LocalCosmosProcess> {
  const child = fork(path.join(import.meta.dirname, compiled ? 'cosmos-process.bundle.mjs' : 'cosmos-process.ts'), [options.dataDir], {
    execArgv: compiled ? [] : ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`local Cosmos DB server exited with ${code} before it was ready`)));
    child.once('message', (message: { type: string; endpoint: string; key: string }) => {
      child.removeAllListeners('exit');
      resolve({
        endpoint: message.endpoint,
        key: message.key,
        flush: () =>
          new Promise<void>((done) => {
            child.once('message', () => done());
            child.send({ type: 'flush' });
          }),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      });
    });
  });
}
