// `npm start`: build the web app if it is missing and the server (always: a fraction of a
// second), then run the server on node alone — no TypeScript loader in production.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

function run(args, what) {
  const done = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) {
    console.error(`${what} failed`);
    process.exit(done.status ?? 1);
  }
}

// A WEB_DIST of its own means someone else provides (or deliberately omits) the web app.
if (!process.env.WEB_DIST && !fs.existsSync(webIndex)) {
  console.log('Building the web app (first start)…');
  run(['run', 'build', '-w', '@rangkai/web'], 'Building the web app');
}
run(['run', 'build', '-w', '@rangkai/server', '--silent'], 'Building the server');

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
const stop = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `npm start` runs this script through a shell; a process manager's SIGTERM to npm may end that
// shell without reaching us. When our parent goes away we are re-parented: stop the server then.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 250).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
