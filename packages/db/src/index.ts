export {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notExists,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
export * from './advisory-locks';
export * from './client';
export * from './locks';
export * from './prepared';
export * from './raw-rows';
export * as schema from './schema/index';
export * from './schema/index';
