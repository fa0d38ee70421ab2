import { describe, expect, it } from 'vitest';
import { queryPrepared, sqlLiteral } from '../../src/db/prepared.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();

describe('queryPrepared', () => {
  it('passes every value through unchanged, quotes and backslashes included, on either engine', async () => {
    const nasty = `it's a \\'; drop table users; -- "quoted" \\\\ \n tab\t ёжик`;
    for (let round = 0; round < 2; round++) {
      const [row] = await queryPrepared<{ text: string; number: number; flag: boolean; nothing: string | null }>(
        testApp.app.db,
        'select $1::text as text, $2::int as number, $3::boolean as flag, $4::text as nothing',
        [nasty, 42, round === 0, null],
      );
      expect(row).toEqual({ text: nasty, number: 42, flag: round === 0, nothing: null });
    }
  });

  it('refuses numbers SQL cannot take as written', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(sqlLiteral("a'b")).toBe("'a''b'");
  });
});
