/** What other modules use of db/ (docs/architecture.md); everything else here is its own. */
export {
  isDatabaseUp,
  jsonColumn,
  keptPlanRows,
  queryRows,
  type DatabaseStats,
  type Db,
  type PoolStats,
} from './client.ts';
export { UPKEEP_DATABASE_FLAG, openPglite, upkeepDatabase } from './embedded/index.ts';
export { isForeignKeyViolation, isUniqueViolation } from './errors.ts';
export { lockUser } from './locks.ts';
export { openDatabase, openForServing } from './open.ts';
export { descending } from './ordering.ts';
export * from './schema.ts';
export { contains, containsPattern } from './text-match.ts';
export { transaction } from './transaction.ts';
