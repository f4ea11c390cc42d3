import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntitySchema, type MigrationInterface, type QueryRunner } from 'typeorm';
import { openDatabase } from './data-source';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

interface Note { id: number; body: string }
const NoteEntity = new EntitySchema<Note>({
  name: 'Note', tableName: 'notes',
  columns: { id: { type: 'int', primary: true, generated: 'increment' }, body: { type: 'text' } },
});
class CreateNotes1700000000000 implements MigrationInterface {
  name = 'CreateNotes1700000000000';
  async up(q: QueryRunner) { await q.query(`CREATE TABLE "probe"."notes" (id serial PRIMARY KEY, body text NOT NULL)`); }
  async down(q: QueryRunner) { await q.query(`DROP TABLE "probe"."notes"`); }
}

let db: TestDatabase;
beforeAll(async () => { db = await createTestDatabase(); });
afterAll(async () => { await db.dispose(); });

describe('openDatabase', () => {
  it('creates the schema, runs migrations once and maps entities into the schema', async () => {
    const opts = { url: db.url, schema: 'probe', entities: [NoteEntity], migrations: [CreateNotes1700000000000] };
    const first = await openDatabase(opts);
    await first.getRepository(NoteEntity).save({ body: 'hello' });
    await first.destroy();
    const second = await openDatabase(opts);
    expect(await second.getRepository(NoteEntity).find()).toEqual([{ id: 1, body: 'hello' }]);
    expect(await second.query(`SELECT count(*)::int AS n FROM "probe"."migrations"`)).toEqual([{ n: 1 }]);
    await second.destroy();
  });
});
