// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ProductCard } from '../components/product-card/index.js';
import { DietUiProvider } from './index.js';

const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');

describe('DietUiProvider', () => {
  it('given no provider, should show prices in CHF at Coop', () => {
    const html = text(renderToString(<ProductCard name="Oat drink" price={2.95} />));
    expect(html).toContain('CHF 2.95');
    expect(html).toContain('Coop');
  });

  it('given a currency and a default store, should show them on every card below it', () => {
    const html = text(
      renderToString(
        <DietUiProvider currency="EUR" defaultStore="Migros">
          <ProductCard name="Oat drink" price={2.95} />
        </DietUiProvider>,
      ),
    );
    expect(html).toContain('EUR 2.95');
    expect(html).toContain('Migros');
    expect(html).not.toMatch(/CHF|Coop/);
  });

  it("given a card's own props, should prefer them to the provider's", () => {
    const html = text(
      renderToString(
        <DietUiProvider currency="EUR" defaultStore="Migros">
          <ProductCard name="Oat drink" price={2.95} currency="GBP" defaultStoreName="Denner" />
        </DietUiProvider>,
      ),
    );
    expect(html).toContain('GBP 2.95');
    expect(html).toContain('Denner');
  });
});
