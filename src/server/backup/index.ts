/** What other modules use of backup/ (docs/architecture.md); everything else here is its own. */
export { serveBackups } from './backup-socket.ts';
