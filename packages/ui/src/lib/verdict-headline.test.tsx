import { renderToStaticMarkup } from 'react-dom/server';

import { loadUiLanguage } from '../i18n/index.js';
import { DietUiProvider } from '../provider/index.js';
import { VerdictCard } from '../components/verdict-card/index.js';
import { SuitabilityBanner } from '../components/suitability-banner/index.js';

const headline = (html: string) => /<h2[^>]*>(.*?)<\/h2>/s.exec(html)?.[1] ?? '';

describe('the verdict headline', () => {
  it('given one yellow diet, should keep the spec sentence', () => {
    const html = renderToStaticMarkup(
      <VerdictCard verdict="yellow" diet="gluten" diets={['gluten']} rows={[]} />,
    );
    expect(headline(html)).toBe(
      'This product may not suit a <b class="diet:font-semibold diet:whitespace-nowrap">gluten-free</b> diet.',
    );
  });

  it('given two yellow diets, should name both, each in bold, joined in English', () => {
    const html = renderToStaticMarkup(
      <VerdictCard verdict="yellow" diet="lactose" diets={['lactose', 'gluten']} rows={[]} />,
    );
    expect(headline(html)).toBe(
      'This product may not suit a <b class="diet:font-semibold diet:whitespace-nowrap">lactose-free</b> and <b class="diet:font-semibold diet:whitespace-nowrap">gluten-free</b> diet.',
    );
  });

  it('given three red diets, should list them all', () => {
    const html = renderToStaticMarkup(
      <VerdictCard verdict="red" diet="lactose" diets={['lactose', 'gluten', 'fodmap']} rows={[]} />,
    );
    expect(headline(html).replace(/<\/?b[^>]*>/g, '')).toBe(
      'This product does not suit a lactose-free, gluten-free, and low FODMAP diet.',
    );
  });

  it('given two diets we could not check, should name both in the neutral sentence', () => {
    const html = renderToStaticMarkup(
      <SuitabilityBanner verdict="yellow" unread diet="lactose" diets={['lactose', 'fodmap']} />,
    );
    expect(html.replace(/<\/?b[^>]*>/g, '')).toContain(
      'We couldn’t check this product for a lactose-free and low FODMAP diet.',
    );
  });

  it('given green, should ignore the diets', () => {
    const html = renderToStaticMarkup(
      <VerdictCard verdict="green" diets={['lactose', 'gluten']} rows={[]} />,
    );
    expect(headline(html).replace(/<\/?b[^>]*>/g, '')).toBe('This product suits your diets.');
  });

  it('given French, should join in English until the French texts load, then with « et »', async () => {
    const page = () =>
      headline(
        renderToStaticMarkup(
          <DietUiProvider locale="fr">
            <VerdictCard verdict="yellow" diet="lactose" diets={['lactose', 'gluten']} rows={[]} />
          </DietUiProvider>,
        ),
      ).replace(/<\/?b[^>]*>/g, '');
    expect(page()).toBe('This product may not suit a lactose-free and gluten-free diet.');
    await loadUiLanguage('fr');
    expect(page()).toBe('Ce produit peut ne pas convenir à un régime sans lactose et sans gluten.');
  });

  it('given German, should decline each diet for its sentence', async () => {
    await loadUiLanguage('de');
    const sentence = (verdict: 'red' | 'yellow') =>
      headline(
        renderToStaticMarkup(
          <DietUiProvider locale="de">
            <VerdictCard verdict={verdict} diet="lactose" diets={['lactose', 'fodmap']} rows={[]} />
          </DietUiProvider>,
        ),
      ).replace(/<\/?b[^>]*>/g, '');
    expect(sentence('yellow')).toBe(
      'Dieses Produkt passt eventuell nicht zu einer laktosefreien und FODMAP-armen Ernährungsweise.',
    );
    expect(sentence('red')).toBe(
      'Dieses Produkt ist nicht für eine laktosefreie und FODMAP-arme Ernährungsweise geeignet.',
    );
  });
});
