import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type KyselyPlugin,
} from 'kysely';

/** A Kysely that compiles PostgreSQL statements and runs none: for unit tests of the SQL we build. */
export const compileOnly = (plugins: KyselyPlugin[] = []) =>
  new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins,
  });
