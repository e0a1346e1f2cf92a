/**
 * The diets page's sample products (`GET /products/samples?diet=N`): up to 8 products green for one
 * diet. Loaded only when a products modal opens (this module brings the response schema with it),
 * and kept for the visit: a second opening shows them at once, a failure is tried again.
 */
import {
  apiQueryPath,
  productName,
  productSamplesResponseSchema,
  withImageBase,
  type IntoleranceCode,
  type Locale,
  type SampleProduct,
} from '@diet/domain';

import { config } from '../../../config';
import { getJson } from '../../../lib/http';

const loaded = new Map<IntoleranceCode, Promise<SampleProduct[]>>();

export function fetchSampleProducts(diet: IntoleranceCode): Promise<SampleProduct[]> {
  let request = loaded.get(diet);
  if (!request) {
    request = getJson(apiQueryPath('/products/samples', { diet: `${diet}` })).then((body) =>
      productSamplesResponseSchema.parse(body),
    );
    loaded.set(diet, request);
    request.catch(() => loaded.delete(diet));
  }
  return request;
}

/** A tile of the kit's products modal: the name in the page's language and the picture. */
export function sampleTile(product: SampleProduct, locale: Locale) {
  const image = withImageBase(config.apiUrl, product.image);
  return { name: productName(product, locale), ...(image ? { image } : {}) };
}
