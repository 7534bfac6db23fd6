/**
 * One database interface over PGlite (embedded PostgreSQL in WASM, the default) and a PostgreSQL
 * server (`pg` Pool, when `DATABASE_URL` is set). Both speak the same SQL: `$1` parameters, jsonb,
 * timestamptz. Code above this module never knows which one it talks to.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted (0 for a select). */
  rowCount: number;
}

/** What both the database and an open transaction offer. */
export interface Queryable {
  /** One statement with `$1`… parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it the database is PGlite in `pgliteDir`. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; `memory://` for a throw-away database. Default `./data/pglite`. */
  pgliteDir?: string | undefined;
  /**
   * PostgreSQL only: a schema to create if missing and to put first on every connection's
   * `search_path` (tests use one per run so that runs do not collide).
   */
  schema?: string | undefined;
}

export const DEFAULT_PGLITE_DIR = './data/pglite';

function wrapPglite(db: PGlite | Parameters<Parameters<PGlite['transaction']>[0]>[0]): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

async function openPglite(dir: string): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const db = new PGlite(dir);
  await db.waitReady;
  return {
    kind: 'pglite',
    ...wrapPglite(db),
    transaction: (work) => db.transaction((tx) => work(wrapPglite(tx))),
    close: () => db.close(),
  };
}

function wrapPg(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(databaseUrl: string, schema: string | undefined): Promise<Database> {
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Not a plain schema name: ${schema}`);
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  });
  return {
    kind: 'postgres',
    ...wrapPg(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrapPg(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase({
  databaseUrl,
  pgliteDir,
  schema,
}: OpenDatabaseOptions = {}): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl, schema) : openPglite(pgliteDir ?? DEFAULT_PGLITE_DIR);
}
