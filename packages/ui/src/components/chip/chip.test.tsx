// @vitest-environment happy-dom

import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { Chip, chipVariants, type Verdict } from './index.js';

/** The chip's outer element: its attributes and classes. */
function chip(element: ReactElement) {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  return host.querySelector<HTMLElement>('[data-slot="chip"]')!;
}

describe('Chip', () => {
  it('given no tone and no verdict, should be neutral', () => {
    const element = chip(<Chip>Gluten-free</Chip>);
    expect(element.dataset.tone).toBe('neutral');
    expect(element.hasAttribute('data-verdict')).toBe(false);
    expect(element.className).toContain('diet:bg-muted');
  });

  it('given the primary tone, should take the primary colours', () => {
    const element = chip(<Chip tone="primary">Coop</Chip>);
    expect(element.dataset.tone).toBe('primary');
    expect(element.className).toContain('diet:bg-primary-soft');
  });

  it.each(['green', 'yellow', 'red'] satisfies Verdict[])(
    'given the %s verdict, should say it in data-verdict and take its colours only',
    (verdict) => {
      const element = chip(<Chip verdict={verdict}>Suits your diets</Chip>);
      expect(element.dataset.verdict).toBe(verdict);
      expect(element.hasAttribute('data-tone')).toBe(false);
      expect(element.classList).toContain(`diet:bg-verdict-${verdict}`);
      expect(element.classList).toContain(`diet:text-on-verdict-${verdict}`);
      expect(element.classList).not.toContain('diet:bg-muted');
      expect(element.classList).not.toContain('diet:text-fg');
    },
  );

  it('given a verdict and a tone, should show the verdict', () => {
    const element = chip(
      <Chip verdict="red" tone="primary">
        Does not suit your diets
      </Chip>,
    );
    expect(element.dataset.verdict).toBe('red');
    expect(element.classList).toContain('diet:bg-verdict-red');
    expect(element.classList).not.toContain('diet:bg-primary-soft');
  });

  it('should offer the verdicts as a variant of their own, not as tones', () => {
    expect(chipVariants({ verdict: 'green' })).toContain('diet:bg-verdict-green');
    // @ts-expect-error -- the verdict colours are no longer tones.
    expect(chipVariants({ tone: 'green' })).not.toContain('diet:bg-verdict-green');
  });
});
