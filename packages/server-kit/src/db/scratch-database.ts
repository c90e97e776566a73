import { randomUUID } from 'node:crypto';
import pg from 'pg';

const withAdmin = async (url: string, sql: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * An empty database on the PostgreSQL server named by `serverUrl`, for one test file or one
 * test server; drop() removes it.
 */
export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * `template`: the name of a database to copy (PostgreSQL's CREATE DATABASE … TEMPLATE), which no
 * one may be connected to; tests prepare one and copy it for each file. SCRATCH_DATABASE_PREFIX
 * (e.g. `ci_`) goes before every name, so runs sharing a server keep to their own names.
 */
export const createScratchDatabase = async (
  serverUrl: string,
  prefix = 'test',
  template?: string,
): Promise<ScratchDatabase> => {
  const name = `${process.env.SCRATCH_DATABASE_PREFIX ?? ''}${prefix}_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(serverUrl, `create database ${name}${template ? ` template ${quoteName(template)}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    /** Forces out any connection left; a second call does nothing. */
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
};
