import { describe, expect, it } from 'vitest';
import { reportPageReply, serializable } from '@schemas/reports/replies';

describe('report reply schemas', () => {
  it('a page of a definition has one required field per column, typed by its formatter (text by default)', () => {
    const page = reportPageReply([
      { field: 'name' },
      { field: 'mark', format: 'number' },
      { field: 'day', format: 'date' },
      { field: 'active', format: 'yesNo' },
    ]);
    const row = page.properties.list.items as any;
    expect(row.required).toEqual(['name', 'mark', 'day', 'active']);
    expect(row.additionalProperties).toBe(false);
    expect(row.properties.name.type).toEqual(['string', 'number', 'null']);
    expect(row.properties.mark.type).toEqual(['number', 'null']);
    expect(row.properties.day.type).toEqual(['string', 'null']);
    expect(page.required).toEqual(['list', 'total']);
  });

  it('serializable opens object schemas that do not close themselves and gives bare arrays items', () => {
    const s = serializable({
      type: 'object',
      additionalProperties: false,
      properties: {
        open: { type: 'object', properties: { a: { type: 'string' } } },
        free: { type: 'object', additionalProperties: { type: 'object' } },
        list: { type: 'array' },
        either: { oneOf: [{ type: 'null' }, { type: 'object', properties: {} }] },
      },
    }) as any;
    expect(s.additionalProperties).toBe(false);
    expect(s.properties.open.additionalProperties).toBe(true);
    expect(s.properties.free.additionalProperties.additionalProperties).toBe(true);
    expect(s.properties.list.items).toEqual({});
    expect(s.properties.either.oneOf[1].additionalProperties).toBe(true);
  });
});
