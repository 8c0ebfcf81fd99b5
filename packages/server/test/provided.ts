// What test/seed-once.ts gives the test files of a run (vitest's provide and inject). Apart from
// test/database.ts, which the benchmarks import without vitest.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped PGlite data folder of a seeded database. */
    demoDataDump: string;
    /** The day the demo data was seeded as of ('YYYY-MM-DD'): its dates moved to that day's week. */
    demoSeedDay: string;
    /** On the PostgreSQL run: the seeded template database's name. */
    demoTemplateDatabase: string;
  }
}
