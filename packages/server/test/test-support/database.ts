import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { seedReferenceData } from '../../src/db/seed.js';
import { pgliteTemplatePath, templateFingerprint } from './templates.js';

/**
 * A fresh database for one test file: PGlite in memory (from the template), or, when
 * TEST_DATABASE_URL is set, a uniquely named database on that PostgreSQL server, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ inMemory: true, loadDataDir: new Blob([await readFile(await pgliteTemplatePath())]) });
  }

  const name = `s62_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = await postgresTemplate(admin, serverUrl);
  // A copy of the migrated, seeded template: the server copies its files, where migrating anew
  // ran every migration for every test file (about 90 a run).
  await admin.unsafe(`create database ${name} template ${template}`);
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Serialises the making of templates across the workers and runs sharing one server. */
const templateLockKey = 6_262_062;

/**
 * The name of a migrated, seeded database on the PostgreSQL server, made once per server and
 * change of schema, under an advisory lock (two workers start together). It is made under another
 * name and renamed when complete: a database copied while being migrated would be half a schema.
 * Templates of earlier schemas are dropped when a new one is made.
 */
async function postgresTemplate(admin: postgres.Sql, serverUrl: string): Promise<string> {
  const template = `s62_template_${templateFingerprint()}`;
  const exists = async () => (await admin`select 1 from pg_database where datname = ${template}`).length > 0;
  if (await exists()) return template;
  await admin`select pg_advisory_lock(${templateLockKey})`;
  try {
    if (await exists()) return template;
    const partial = `${template}_partial`;
    await admin.unsafe(`drop database if exists ${partial} with (force)`);
    await admin.unsafe(`create database ${partial}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, partial) });
    try {
      await seedReferenceData(handle.db);
    } finally {
      await handle.close();
    }
    await admin.unsafe(`alter database ${partial} rename to ${template}`);
    const stale = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 's62\_template\_%' and datname <> ${template}`;
    for (const { datname } of stale) await admin.unsafe(`drop database if exists ${datname} with (force)`);
    return template;
  } finally {
    await admin`select pg_advisory_unlock(${templateLockKey})`;
  }
}
