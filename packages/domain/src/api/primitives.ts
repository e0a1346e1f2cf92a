/**
 * Building blocks of the API schemas: ids, codes, bounded text.
 *
 * Requests are strict about types (no coercion: '1' is not 1) and bound every string; responses
 * are tolerant readers (missing optional fields default, unknown intolerance codes are dropped).
 * Every object schema strips unknown keys (zod's default).
 */
import { z } from 'zod';

import {
  INTOLERANCE_CODES,
  isIntoleranceCode,
  PROFILE_GENDER_CODES,
  REGISTRATION_GENDER,
  SHOP_SCALE,
  type IntoleranceCode,
} from '../codes';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../validation';

/** Bound of short free text (names, usernames, reasons, diet text). */
export const SHORT_TEXT_MAX = 200;
/** Bound of long free text (contact message). */
export const LONG_TEXT_MAX = 2000;
/** Bound of an id given as a string. */
export const ID_MAX = 64;
/** Bound of list lengths in requests (retailers, shared accounts). */
export const LIST_MAX = 50;

/**
 * An id: a non-empty string (≤ 64 chars) or a non-negative integer, always read as a string so
 * that ids from the URL, the caches and the server compare equal (`5` and `'5'` are the same id).
 */
export const idSchema = z
  .union([z.string().min(1).max(ID_MAX), z.int().nonnegative()])
  .transform((id) => String(id));

export type Id = z.output<typeof idSchema>;

/** Short text, possibly empty. */
export const shortTextSchema = z.string().max(SHORT_TEXT_MAX);

/** An e-mail address by the forms' rule (no spaces, an @, a dot in the domain), ≤ 254 chars. */
export const emailSchema = z.string().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN);

/** One intolerance code, 1-4. */
export const intoleranceCodeSchema = z.literal(INTOLERANCE_CODES as readonly IntoleranceCode[]);

/** A request's intolerance list: codes 1-4, each at most once. */
export const intoleranceCodesRequestSchema = z
  .array(intoleranceCodeSchema)
  .max(INTOLERANCE_CODES.length)
  .refine((codes) => new Set(codes).size === codes.length, { message: 'Duplicate intolerance code' });

/**
 * A response's intolerance list, read tolerantly: must be a list (or missing/null = empty); items
 * that are not codes 1-4 are dropped; duplicates are dropped; order is kept (the product's order
 * decides which diet a banner names).
 */
export const intoleranceCodesResponseSchema = z
  .array(z.unknown())
  .nullish()
  .transform((list): IntoleranceCode[] => [...new Set((list ?? []).filter(isIntoleranceCode))]);

/** Shop scale 0-6. */
export const shopSchema = z.literal(SHOP_SCALE);

/** Registration gender 1-3. */
export const registrationGenderSchema = z.literal(Object.values(REGISTRATION_GENDER));

/** Profile gender 1-5. */
export const profileGenderSchema = z.literal(PROFILE_GENDER_CODES);

/** A 4-digit-at-most year number (the clock-dependent bounds are checked by `isValidBirthYear`). */
export const birthYearSchema = z.int().min(0).max(9999);

/** A retailer name. */
export const retailerSchema = z.string().min(1).max(SHORT_TEXT_MAX);

/** Retailers as the spec sends them: a list, or a single name; read as a list. */
export const retailerListSchema = z
  .union([z.array(retailerSchema).max(LIST_MAX), retailerSchema])
  .transform((shop) => (typeof shop === 'string' ? [shop] : shop));

/** A response text field: missing or null read as null. */
export const optionalTextSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A response flag: missing or null read as false. */
export const flagSchema = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
