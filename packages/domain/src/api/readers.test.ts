import { z } from 'zod';

import { categorySchema, productSchema, userProfileSchema } from './entities';
import { historyResponseSchema, productsResponseSchema } from './contracts';
import { MalformedResponseError, readList, readObject, readResponse } from './readers';

const item = z.object({ id: z.number() });
const list = [{ id: 1 }, { id: 2 }];

describe('readList', () => {
  it.each([
    ['a bare list', list],
    ['a body array', { statusCode: 200, body: list }],
    ['a body JSON string', { statusCode: 200, body: JSON.stringify(list) }],
    ['a whole JSON string', JSON.stringify(list)],
    ['a data array', { data: list }],
    ['a body string holding a body', { body: JSON.stringify({ body: JSON.stringify(list) }) }],
  ])('given %s should read the items', (_name, raw) => {
    expect(readList(item, raw)).toEqual(list);
  });

  it('given an empty list in a body string should read no items', () => {
    expect(readList(item, { body: '[]' })).toEqual([]);
  });

  it.each([
    ['an object', { id: 1 }],
    ['a body object', { body: { id: 1 } }],
    ['unparseable body text', { body: '[{"id": 1' }],
    ['null', null],
    ['a number', 3],
    [
      'a list nested too deep',
      { body: JSON.stringify({ body: JSON.stringify({ body: JSON.stringify({ body: list }) }) }) },
    ],
  ])('given %s should throw MalformedResponseError', (_name, raw) => {
    expect(() => readList(item, raw)).toThrow(MalformedResponseError);
  });

  it('given one invalid item should fail with zod issues pointing at it', () => {
    try {
      readList(item, [{ id: 1 }, { id: 'x' }]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MalformedResponseError);
      expect((error as MalformedResponseError).name).toBe('MalformedResponseError');
      expect((error as MalformedResponseError).issues.map((issue) => issue.path)).toEqual([[1, 'id']]);
    }
  });

  it('given categories in a body string should read and normalise them', () => {
    const raw = {
      body: JSON.stringify([
        { id: 1, name_en: 'Dairy', image: 'd.png', subcategories: [{ id: 2, name_en: 'Milk' }] },
      ]),
    };
    expect(readList(categorySchema, raw)).toEqual([
      { id: '1', name_en: 'Dairy', image: 'd.png', subcategories: [{ id: '2', name_en: 'Milk' }] },
    ]);
  });
});

describe('readObject', () => {
  const profile = { id: 7, email: 'anna@example.ch', first_name: 'Anna' };

  it.each([
    ['a bare object', profile],
    ['a JSON string', JSON.stringify(profile)],
    ['a data wrapper holding a JSON string', { data: JSON.stringify(profile) }],
    ['a data wrapper holding the object', { data: profile }],
    ['a body string of a data string', { body: JSON.stringify({ data: JSON.stringify(profile) }) }],
  ])('given the profile as %s should read it', (_name, raw) => {
    const read = readObject(userProfileSchema, raw);
    expect([read.id, read.email, read.firstName]).toEqual(['7', 'anna@example.ch', 'Anna']);
  });

  it('given a product wrapped in a body string should read it', () => {
    expect(readObject(productSchema, { body: JSON.stringify({ id: 42, name_en: 'Milk' }) }).name_en).toBe(
      'Milk',
    );
  });

  it.each([
    ['an array', [{ id: 1 }]],
    ['unparseable text', '{"id":'],
    ['a body of null', { body: null }],
    ['nothing', undefined],
  ])('given %s where a product is expected should throw MalformedResponseError', (_name, raw) => {
    expect(() => readObject(productSchema, raw)).toThrow(MalformedResponseError);
  });
});

describe('readResponse', () => {
  it('given a list schema should read like readList', () => {
    expect(readResponse(historyResponseSchema, { body: '[1, "2"]' })).toEqual(['1', '2']);
    expect(readResponse(productsResponseSchema, { body: [{ id: 1 }] }).map((p) => p.id)).toEqual(['1']);
  });

  it('given an object schema should read like readObject', () => {
    expect(readResponse(productSchema, JSON.stringify({ id: 3 })).id).toBe('3');
  });
});
