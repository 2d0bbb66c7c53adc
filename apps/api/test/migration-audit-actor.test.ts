import { describe, expect, it } from 'vitest';
import { beforeMigration } from './migrations-before.ts';

const MIGRATION = '0019_audit-actor';

describe('migration 0019: the journal says who wrote each row, the console or the command line', () => {
  const run = beforeMigration(MIGRATION);

  it(
    'marks the rows without an operator as the command line and the rest as the console',
    () =>
      run(async (client, migrateRest) => {
        await client.exec(`
        insert into users (id, phone, password_hash, first_name, last_name)
          values (1, '+380500000001', 'x', 'Ан', 'Ко');
        insert into audit_log (operator_id, action, target) values
          (1, 'Тариф: зміна', 'Преміум за замовчуванням'), (null, 'Роль: оператор', 'Користувач №1');`);
        await migrateRest();
        const { rows } = await client.query(`select action, actor from audit_log order by id`);
        expect(rows).toEqual([
          { action: 'Тариф: зміна', actor: 'console' },
          { action: 'Роль: оператор', actor: 'cli' },
        ]);
      }),
    60_000,
  );
});
