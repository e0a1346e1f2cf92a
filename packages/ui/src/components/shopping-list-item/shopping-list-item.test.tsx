// @vitest-environment happy-dom

import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { ShoppingListItem } from './index.js';

/** The item rendered as HTML, for its structure and texts. */
function item(element: ReactElement) {
  const host = document.createElement('ul');
  host.innerHTML = renderToStaticMarkup(element);
  return host.querySelector<HTMLElement>('[data-slot="shopping-list-item"]')!;
}

describe('ShoppingListItem', () => {
  it('given a product with price and store, should show "brand · CHF 1.60 at Migros" and link the name', () => {
    const element = item(
      <ShoppingListItem
        name="Whole milk"
        href="/p/1"
        brand="Valflora"
        price={1.6}
        storeName="Migros"
        verdict="green"
      />,
    );
    expect(element.textContent).toContain('Valflora · CHF\u00a01.60 at Migros');
    expect(element.querySelector('a[data-slot="shopping-list-item-open"]')?.getAttribute('href')).toBe(
      '/p/1',
    );
  });

  it('given a ticked item of two, should read "2 × name" with a space', () => {
    const element = item(<ShoppingListItem name="Whole milk" quantity={2} checked />);
    const name = element.querySelector('[id$="-name"]')!;
    expect(name.textContent).toBe('2 × Whole milk');
    expect(element.querySelector('[data-slot="shopping-list-item-quantity"]')).toBeNull();
  });

  it.each([
    ['red', true],
    ['yellow', true],
    ['green', false],
    [null, false],
  ] as const)('given a %s verdict and a swap address, should offer a swap: %s', (verdict, offered) => {
    const element = item(
      <ShoppingListItem name="Whole milk" verdict={verdict} swapHref="/p/1" warning="Does not suit" />,
    );
    expect(element.querySelector('[data-slot="shopping-list-item-swap"]') !== null).toBe(offered);
    // A warning shows only for a product that does not (or may not) suit.
    expect(element.textContent?.includes('Does not suit')).toBe(offered);
  });

  it('given a ticked red item, should neither warn nor offer a swap', () => {
    const element = item(
      <ShoppingListItem name="Whole milk" verdict="red" warning="Does not suit" swapHref="/p/1" checked />,
    );
    expect(element.querySelector('[data-slot="shopping-list-item-swap"]')).toBeNull();
    expect(element.textContent).not.toContain('Does not suit');
  });

  it('given a free text, should show no verdict and no link', () => {
    const element = item(<ShoppingListItem name="Fresh basil" />);
    expect(element.querySelector('[data-slot="shopping-list-item-verdict"]')).toBeNull();
    expect(element.querySelector('a')).toBeNull();
    expect(element.querySelector('input')?.hasAttribute('aria-describedby')).toBe(false);
  });

  it('given an item that failed to save, should offer Retry and Discard instead of box, stepper and menu', () => {
    const element = item(<ShoppingListItem name="Oats" status="failed" />);
    expect(element.querySelector('input')).toBeNull();
    expect(element.querySelector('[data-slot="shopping-list-item-quantity"]')).toBeNull();
    expect(element.querySelector('[data-slot="shopping-list-item-menu"]')).toBeNull();
    expect([...element.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Retry',
      'Discard',
    ]);
    expect(element.querySelector('[role="status"]')?.textContent).toContain('Not saved');
  });

  it('given one or 99, should disable the minus or the plus', () => {
    const one = item(<ShoppingListItem name="Oats" quantity={1} />);
    expect(one.querySelector('button[aria-label="One less Oats"]')?.hasAttribute('disabled')).toBe(true);
    expect(one.querySelector('button[aria-label="One more Oats"]')?.hasAttribute('disabled')).toBe(false);
    const most = item(<ShoppingListItem name="Oats" quantity={99} />);
    expect(most.querySelector('button[aria-label="One more Oats"]')?.hasAttribute('disabled')).toBe(true);
  });
});
