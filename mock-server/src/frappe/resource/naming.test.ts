import { migrate } from '../../db/migrate';
import { FRAPPE_MIGRATIONS } from '../migrations';
import { openDatabase } from '../../db/open';
import { generateHash, nextSeriesName } from './naming';

describe('naming', () => {
  it('counts each naming-series prefix separately', () => {
    const db = openDatabase(':memory:');
    migrate(db, [FRAPPE_MIGRATIONS]);
    const jan = new Date(2026, 0, 15);
    expect(nextSeriesName(db, 'TASK-.YYYY.-.#####', jan)).toBe('TASK-2026-00001');
    expect(nextSeriesName(db, 'TASK-.YYYY.-.#####', jan)).toBe('TASK-2026-00002');
    expect(nextSeriesName(db, 'TASK-.YYYY.-.#####', new Date(2027, 0, 1))).toBe('TASK-2027-00001');
    expect(nextSeriesName(db, 'PROJ-.####', jan)).toBe('PROJ-0001');
    db.close();
  });

  it('hashes are 10 lowercase hex characters', () => {
    const names = new Set(Array.from({ length: 50 }, generateHash));
    expect(names.size).toBe(50);
    for (const n of names) expect(n).toMatch(/^[0-9a-f]{10}$/);
  });
});
