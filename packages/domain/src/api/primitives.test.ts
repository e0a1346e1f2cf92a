import {
  birthYearSchema,
  emailSchema,
  idSchema,
  intoleranceCodesRequestSchema,
  intoleranceCodesResponseSchema,
  profileGenderSchema,
  registrationGenderSchema,
  retailerListSchema,
  shopSchema,
} from './primitives';

describe('ids', () => {
  it.each([
    ['abc-123', 'abc-123'],
    [5, '5'],
    ['5', '5'],
    [0, '0'],
  ])('given id %j should read %j', (raw, expected) => {
    expect(idSchema.parse(raw)).toBe(expected);
  });

  it.each([[''], [-1], [1.5], [null], [true], ['x'.repeat(65)]])('given id %j should reject it', (raw) => {
    expect(idSchema.safeParse(raw).success).toBe(false);
  });
});

describe('codes in requests', () => {
  it.each([
    [[], true],
    [[1, 2, 3, 4], true],
    [[4, 1], true],
    [[1, 1], false],
    [[5], false],
    [[0], false],
    [['1'], false],
    ['1', false],
  ])('given intolerances %j should accept = %s', (raw, ok) => {
    expect(intoleranceCodesRequestSchema.safeParse(raw).success).toBe(ok);
  });

  it.each([
    [shopSchema, 0, true],
    [shopSchema, 6, true],
    [shopSchema, 7, false],
    [shopSchema, '3', false],
    [registrationGenderSchema, 3, true],
    [registrationGenderSchema, 4, false],
    [profileGenderSchema, 5, true],
    [profileGenderSchema, 0, false],
    [birthYearSchema, 1990, true],
    [birthYearSchema, 10000, false],
    [birthYearSchema, 1990.5, false],
    [birthYearSchema, '1990', false],
  ] as const)('given schema and %j should accept = %s', (schema, raw, ok) => {
    expect(schema.safeParse(raw).success).toBe(ok);
  });

  it.each([
    ['anna@example.ch', true],
    ['anna@example', false],
    [' anna@example.ch', false],
  ])('given email %j should accept = %s', (raw, ok) => {
    expect(emailSchema.safeParse(raw).success).toBe(ok);
  });
});

describe('codes in responses', () => {
  it.each([
    [
      [3, 1, 3, 9, '2', null, 4],
      [3, 1, 4],
    ],
    [null, []],
    [undefined, []],
    [[], []],
  ])('given %j should read %j (unknown codes dropped, order kept)', (raw, expected) => {
    expect(intoleranceCodesResponseSchema.parse(raw)).toEqual(expected);
  });

  it('given a non-list should reject it', () => {
    expect(intoleranceCodesResponseSchema.safeParse('1,2').success).toBe(false);
  });
});

describe('retailer lists', () => {
  it.each([
    ['Coop', ['Coop']],
    [
      ['Coop', 'Migros'],
      ['Coop', 'Migros'],
    ],
    [[], []],
  ])('given %j should read %j', (raw, expected) => {
    expect(retailerListSchema.parse(raw)).toEqual(expected);
  });

  it.each([[''], [['']], [[1]], [null]])('given %j should reject it', (raw) => {
    expect(retailerListSchema.safeParse(raw).success).toBe(false);
  });
});
