/**
 * `npm run build:server`: compiles the server to dist/server (unless these sources are built
 * already) and prints the build's entry, for tools that run the server as `npm start` does.
 */
import { buildServer } from './lib/server-build.ts';

process.stdout.write(`${await buildServer(process.cwd())}\n`);
