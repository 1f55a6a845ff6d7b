import {describe, expect, it} from 'vitest';
import {extractRecords} from '../extract';
import {packRecords} from '../pack';
import {unpack, WIRE_VERSION} from '../wire';
import {docPage} from './fixtures';

describe('wire format', () => {
  const records = extractRecords(docPage, '/fundamentals/database/routing', {groupFor: () => 'Fundamentals'});

  it('round-trips records through pack and unpack', () => {
    expect(unpack(packRecords(records))).toEqual(records);
  });

  it('stores each page once and trims trailing null headings', () => {
    const wire = packRecords(records);
    expect(wire.v).toBe(WIRE_VERSION);
    expect(wire.pages).toHaveLength(1);
    expect(wire.pages[0]?.[6][1]?.[1]).toEqual(['How rules work']);
  });

  it('has a content hash that changes with content', () => {
    const a = packRecords(records).hash;
    const [first] = records;
    if (!first) throw new Error('fixture has no records');
    const b = packRecords([{...first, content: 'changed'}]).hash;
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });

  it('writes an identifier that the text holds once, marked in the text, and restores it', () => {
    const [intro] = records;
    if (!intro) throw new Error('fixture has no records');
    const record = {
      ...intro,
      content: 'Set DATABASE_URL or DatabaseConfig.from_url; DatabaseConfig itself has fields.',
      code: 'DatabaseConfig.from_url DATABASE_URL migrate_all DatabaseConfig',
    };
    const [section] = packRecords([record]).pages[0]?.[6] ?? [];
    expect(section?.[2]).toBe('Set `DATABASE_URL` or `DatabaseConfig.from_url`; `DatabaseConfig` itself has fields.');
    expect(section?.[3]).toBe('migrate_all');
    const [restored] = unpack(packRecords([record]));
    expect(restored?.content).toBe(record.content);
    expect(restored?.code.split(' ').sort()).toEqual(record.code.split(' ').sort());
  });

  it('rejects an index of another version', () => {
    expect(() => unpack({...packRecords(records), v: 1 as never})).toThrow(/version 1/);
  });

  it('stores an anchor only when it is not the slug of its heading', () => {
    const [intro, section] = records;
    if (!intro || !section) throw new Error('fixture has too few records');
    const derived = {
      ...section,
      anchor: 'how-rules-work',
      hierarchy: [...section.hierarchy.slice(0, 2), 'How rules work'],
    };
    const custom = {...derived, anchor: 'rules'};
    const wire = packRecords([intro, derived, custom]);
    expect(wire.pages[0]?.[6].map((s) => s[0])).toEqual([0, 1, 'rules']);
    expect(unpack(wire).map((r) => r.anchor)).toEqual([null, 'how-rules-work', 'rules']);
  });
});
