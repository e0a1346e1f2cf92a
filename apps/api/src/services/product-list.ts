/**
 * POST /products, built for speed without giving up freshness. The list is the whole catalogue as
 * the caller sees it, so a naive answer re-reads and re-serialises every product per request.
 * Instead each API instance keeps:
 *
 * - a **snapshot** of the catalogue: per product its filter facts (local, retailer, colours) and its
 *   JSON already serialised up to the per-user fields. It is tagged with the database's catalogue
 *   version (migration 0002: a counter that triggers bump on any write to products or retailers),
 *   and every request reads that version, so a write by any instance or by the importer is seen by
 *   the next request everywhere;
 * - the last **views** (the finished body and its gzip), keyed by everything the answer depends on:
 *   the catalogue version, the request's intolerances and red-products flag, the stored local and
 *   retailer preferences, and the caller's favourites (read per request). Bounded in bytes.
 *
 * Each view has an ETag (a hash of its key): a client that sends `If-None-Match` gets 304.
 * Per request that is one query: the profile, the catalogue version and the favourites. On a
 * database no other process can reach (embedded PGlite) even that is kept per caller, for as long
 * as the database has seen no write from this process ({@link Db.localWrites}): an embedded query
 * costs more than the rest of the answer.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

import { colorFlags, type IntoleranceCode, type ParsedApiRequest } from '@diet/domain';

import type { AuthUser } from '../auth/verifier';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { pickedRetailers, storedColors } from './catalogue';
import { PROFILE_COLUMNS, requireOwnProfile, type ProfileRow } from './profiles';

const gzip = promisify(gzipCallback);

interface Entry {
  id: number;
  local: boolean;
  store: string | null;
  red: IntoleranceCode[];
  yellow: IntoleranceCode[];
  /** `{"id":…,…,"barcode":…` — the product's JSON up to the per-user fields, without the closing brace. */
  head: string;
  /** `,"colors":{…}}` */
  tail: string;
}

interface Snapshot {
  version: string;
  entries: Entry[];
}

export interface ProductListView {
  /** The list's JSON as UTF-8, encoded once. */
  utf8: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The gzip of `utf8`, made once per view on first demand. */
  gzipped(): Promise<Buffer>;
  /** What keeping it costs: the JSON and room for its gzip. */
  bytes: number;
}

export interface ProductListCacheOptions {
  /** Most bytes of finished views kept (JSON and gzip). Default 64 MiB. */
  maxViewBytes?: number;
  /** Most callers whose profile and favourites are kept (only on a database this process alone writes). */
  maxCallers?: number;
}

type CallerState = ProfileRow & { catalogue_version: string; favorite_ids: number[] };

type Deps = { db: Db; clock: Clock };

const TUPLE = `json_build_array(p.id, p.name_en, p.name_de, p.name_fr, p.brand, p.price::float8, p.image,
  r.name, r.logo, p.category_id, p.subcategory_id, p.barcode, p.colors, p.is_local)`;

function toEntry(t: unknown[]): Entry {
  const { red, yellow } = storedColors(t[12]);
  const head = JSON.stringify({
    id: t[0],
    name_en: t[1],
    name_de: t[2],
    name_fr: t[3],
    brand: t[4] ? [t[4]] : [],
    price: t[5],
    image: t[6],
    store: t[7],
    storeLogo: t[8],
    category_id: t[9],
    subcategory_id: t[10],
    barcode: t[11],
  }).slice(0, -1);
  return {
    id: t[0] as number,
    local: t[13] === true,
    store: (t[7] as string | null) ?? null,
    red,
    yellow,
    head,
    tail: `,"colors":${JSON.stringify({ red, yellow })}}`,
  };
}

export class ProductListCache {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  private readonly views = new Map<string, ProductListView>();
  private readonly building = new Map<string, Promise<ProductListView>>();
  private viewBytes = 0;
  private readonly maxViewBytes: number;
  /** Per username, what {@link callerState} read and the write count it was read at. */
  private readonly callers = new Map<string, { writes: number; row: CallerState | null }>();
  private readonly maxCallers: number;

  constructor(options: ProductListCacheOptions = {}) {
    this.maxViewBytes = options.maxViewBytes ?? 64 * 1024 * 1024;
    this.maxCallers = options.maxCallers ?? 10_000;
  }

  /** The caller's list (403/404 as for every signed-in call when the profile is not theirs). */
  async view(deps: Deps, user: AuthUser, body: ParsedApiRequest<'/products'>): Promise<ProductListView> {
    const row = await this.callerState(deps.db, user);
    const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id }, row);
    const version = row!.catalogue_version;
    const favorites = row!.favorite_ids;
    const picked = pickedRetailers(profile);
    const retailers = picked && [...picked].sort();
    const intolerances = [...new Set(body.intolerances)].sort((a, b) => a - b);
    const key = JSON.stringify([
      version,
      intolerances,
      body.sees_red_products,
      profile.sees_local_products,
      retailers,
      favorites,
    ]);
    const cached = this.views.get(key);
    if (cached) {
      // Most recently used last.
      this.views.delete(key);
      this.views.set(key, cached);
      return cached;
    }
    // Callers asking for the same view at once share one build (a large catalogue takes a while).
    let building = this.building.get(key);
    if (!building) {
      building = (async () => {
        const snapshot = await this.load(deps.db, version);
        const view = build(snapshot, key, {
          intolerances,
          seesRed: body.sees_red_products,
          localOnly: profile.sees_local_products,
          retailers: retailers ? new Set(retailers) : null,
          favorites: new Set(favorites),
        });
        this.remember(key, view);
        return view;
      })();
      this.building.set(key, building);
      const done = () => this.building.delete(key);
      building.then(done, done);
    }
    return building;
  }

  /**
   * The caller's profile, the catalogue version and the caller's favourites: one round trip, or
   * none while a database only this process writes has seen no write since the last read.
   */
  private async callerState(db: Db, user: AuthUser): Promise<CallerState | null> {
    const writes = db.localWrites?.();
    const kept = writes === undefined ? undefined : this.callers.get(user.username);
    if (kept && kept.writes === writes) return kept.row;
    // Counted before reading: a write landing meanwhile makes this read look old, never new.
    const { rows } = await db.query<CallerState>(
      `SELECT ${PROFILE_COLUMNS},
         (SELECT epoch || ':' || version FROM catalogue_version) AS catalogue_version,
         COALESCE((SELECT array_agg(f.product_id ORDER BY f.product_id) FROM favorites f
                   WHERE f.profile_id = profiles.id), '{}') AS favorite_ids
       FROM profiles WHERE username = $1`,
      [user.username],
      { prepare: true },
    );
    const row = rows[0] ?? null;
    if (writes !== undefined) {
      this.callers.delete(user.username);
      this.callers.set(user.username, { writes, row });
      if (this.callers.size > this.maxCallers) this.callers.delete(this.callers.keys().next().value!);
    }
    return row;
  }

  private async load(db: Db, version: string): Promise<Snapshot> {
    if (this.snapshot?.version === version) return this.snapshot;
    // One load at a time; a load for another version is followed by a fresh one.
    while (this.loading) {
      const loaded = await this.loading.catch(() => undefined);
      if (loaded?.version === version) return loaded;
    }
    this.loading = (async () => {
      const { rows } = await db.query<{ version: string; products: unknown[][] | null }>(
        `SELECT (SELECT epoch || ':' || version FROM catalogue_version) AS version,
           (SELECT json_agg(${TUPLE} ORDER BY p.id) FROM products p LEFT JOIN retailers r ON r.id = p.retailer_id) AS products`,
      );
      // Read in one statement: the version matches the rows it came with.
      const snapshot = { version: rows[0]!.version, entries: (rows[0]!.products ?? []).map(toEntry) };
      if (this.snapshot?.version !== snapshot.version) this.clearViews();
      this.snapshot = snapshot;
      return snapshot;
    })();
    try {
      return await this.loading;
    } finally {
      this.loading = undefined;
    }
  }

  private remember(key: string, view: ProductListView) {
    const replaced = this.views.get(key);
    if (replaced) {
      this.views.delete(key);
      this.viewBytes -= replaced.bytes;
    }
    if (view.bytes > this.maxViewBytes) return;
    this.views.set(key, view);
    this.viewBytes += view.bytes;
    for (const [oldKey, old] of this.views) {
      if (this.viewBytes <= this.maxViewBytes) break;
      this.views.delete(oldKey);
      this.viewBytes -= old.bytes;
    }
  }

  private clearViews() {
    this.views.clear();
    this.viewBytes = 0;
  }

  /** For tests: how many views are kept. */
  get size(): number {
    return this.views.size;
  }

  /** For tests: the bytes counted for the views kept. */
  get bytes(): number {
    return this.viewBytes;
  }
}

function build(
  snapshot: Snapshot,
  key: string,
  view: {
    intolerances: number[];
    seesRed: boolean;
    localOnly: boolean;
    retailers: Set<string> | null;
    favorites: Set<number>;
  },
): ProductListView {
  const parts: string[] = [];
  for (const entry of snapshot.entries) {
    if (view.localOnly && !entry.local) continue;
    if (view.retailers && (entry.store === null || !view.retailers.has(entry.store))) continue;
    const flags = colorFlags({ red: entry.red, yellow: entry.yellow }, view.intolerances);
    if (flags.is_red && !view.seesRed) continue;
    parts.push(
      `${entry.head},"is_favorite":${view.favorites.has(entry.id)},"is_red":${flags.is_red},"is_yellow":${flags.is_yellow}${entry.tail}`,
    );
  }
  const json = `[${parts.join(',')}]`;
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  let compressed: Promise<Buffer> | undefined;
  const utf8 = new TextEncoder().encode(json);
  const result: ProductListView = {
    utf8,
    etag,
    bytes: Math.ceil(utf8.byteLength * 1.2),
    gzipped: () => (compressed ??= gzip(utf8, { level: 6 })),
  };
  return result;
}
