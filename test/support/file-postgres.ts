/**
 * PostgreSQL for a test file that needs it beside its own project's backend (the setup job, db:copy):
 * empty databases on the run's throwaway cluster when the runner started one, so the file pays for
 * no initdb of its own; else on a cluster the file starts and stops itself (a run of SQLite files only).
 */
import { postgresInstalled, psqlSync, startPostgresCluster } from './postgres-cluster';
import { runTemplatesOf, templateKey, templatesUrl, TEST_ARTICLES } from './templates';

export interface FilePostgres {
  /** Creates an empty database and answers its URL; its name is made unique on a shared cluster. */
  createDatabase(name: string): Promise<string>;
  /**
   * A copy of the run's seeded template (TEST_ARTICLES articles, migrated) and its URL, when the run
   * built one on its cluster; undefined on a cluster of the file's own: the file seeds one itself.
   */
  copySeeded(name: string): string | undefined;
  /** Drops the file's databases from the run's cluster, or stops the file's own cluster. */
  close(): void;
}

export { postgresInstalled };

export function postgresForFile(): FilePostgres {
  const run = runTemplatesOf('postgres');
  if (!run) {
    const cluster = startPostgresCluster();
    return { createDatabase: (name) => cluster.createDatabase(name), copySeeded: () => undefined, close: () => cluster.stop() };
  }
  const seededTemplate = run.templates[templateKey(TEST_ARTICLES, undefined)];
  const maintenance = templatesUrl(run, 'postgres');
  const made: string[] = [];
  return {
    async createDatabase(name) {
      const unique = `${name}_${process.pid}_${Date.now().toString(36)}_${made.length}`;
      psqlSync(maintenance, `CREATE DATABASE "${unique}"`);
      made.push(unique);
      return templatesUrl(run, unique);
    },
    copySeeded(name) {
      if (!seededTemplate) return undefined;
      const unique = `${name}_${process.pid}_${Date.now().toString(36)}_${made.length}`;
      // FILE_COPY copies the template's files: faster than WAL-logging every block of it.
      psqlSync(maintenance, `CREATE DATABASE "${unique}" TEMPLATE "${seededTemplate}" STRATEGY FILE_COPY`);
      made.push(unique);
      return templatesUrl(run, unique);
    },
    close() {
      // FORCE: a process the file killed may still hold a session for a moment.
      for (const name of made.splice(0)) psqlSync(maintenance, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
