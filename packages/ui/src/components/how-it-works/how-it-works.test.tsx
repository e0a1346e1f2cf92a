// @vitest-environment happy-dom
import { act, cleanup, render as rtlRender, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

import { UI_NAMESPACE, uiResources } from '../../i18n/index.js';
import { HowItWorks } from './how-it-works.js';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: uiResources,
  lng: 'en',
  ns: [UI_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  initAsync: false,
});

function render(ui: ReactElement) {
  const result = rtlRender(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return {
    ...result,
    rerender: (next: ReactElement) => result.rerender(<I18nextProvider i18n={i18n}>{next}</I18nextProvider>),
  };
}

const steps = ['One', 'Two', 'Three', 'Four'].map((title) => ({ title, preview: <p>{title} preview</p> }));

/** Makes `matchMedia` answer the given queries as matching (reduced motion, desktop width). */
function mockMatchMedia(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function selectedTitle() {
  return screen.getByRole('tab', { selected: true }).textContent;
}

describe('HowItWorks auto-advance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('given no motion preference, should advance every interval and wrap from the last step to the first', () => {
    mockMatchMedia(['(min-width: 768px)']);
    const onChange = vi.fn();
    render(
      <HowItWorks
        title="How it works"
        steps={steps}
        autoAdvanceMs={100}
        defaultActiveIndex={3}
        onActiveIndexChange={onChange}
      />,
    );
    expect(selectedTitle()).toContain('Four');
    act(() => vi.advanceTimersByTime(100));
    expect(selectedTitle()).toContain('One');
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('given the user prefers reduced motion, should not advance', () => {
    mockMatchMedia(['(min-width: 768px)', '(prefers-reduced-motion: reduce)']);
    const onChange = vi.fn();
    render(
      <HowItWorks title="How it works" steps={steps} autoAdvanceMs={100} onActiveIndexChange={onChange} />,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(selectedTitle()).toContain('One');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given autoAdvanceMs 0, should not advance', () => {
    mockMatchMedia(['(min-width: 768px)']);
    render(<HowItWorks title="How it works" steps={steps} autoAdvanceMs={0} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(selectedTitle()).toContain('One');
  });

  it('given a controlled index, should ask the owner to advance and follow the new index', () => {
    mockMatchMedia(['(min-width: 768px)']);
    const onChange = vi.fn();
    const { rerender } = render(
      <HowItWorks
        title="How it works"
        steps={steps}
        autoAdvanceMs={100}
        activeIndex={1}
        onActiveIndexChange={onChange}
      />,
    );
    act(() => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(selectedTitle()).toContain('Two');
    rerender(
      <HowItWorks
        title="How it works"
        steps={steps}
        autoAdvanceMs={100}
        activeIndex={2}
        onActiveIndexChange={onChange}
      />,
    );
    expect(selectedTitle()).toContain('Three');
  });
});
