import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import type { UiLanguage } from '../../i18n/index.js';
import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { ShopScaleSlider, Slider } from './slider.js';

/** The spec's shop scale labels, per language, for assertions. */
const shopScale: Record<UiLanguage, string[]> = {
  en: [
    'Only in store',
    'Mostly in store',
    'Slightly more in store',
    'Both equally',
    'Slightly more online',
    'Mostly online',
    'Only online',
  ],
  fr: [
    'Uniquement en magasin',
    'Surtout en magasin',
    'Un peu plus en magasin',
    'Les deux à parts égales',
    'Un peu plus en ligne',
    'Surtout en ligne',
    'Uniquement en ligne',
  ],
  de: [
    'Nur im Laden',
    'Meistens im Laden',
    'Etwas mehr im Laden',
    'Beides gleich viel',
    'Etwas mehr online',
    'Meistens online',
    'Nur online',
  ],
};

const spice = [
  { value: 0, label: 'Mild' },
  { value: 1, label: 'Medium' },
  { value: 2, label: 'Hot' },
  { value: 3, label: 'Very hot' },
];

/** Asserts that the visible stop labels lie inside the slider and do not overlap one another. */
async function expectLabelsApart(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector<HTMLElement>('[data-slot="slider"]');
  await expect(root).not.toBeNull();
  const bounds = root!.getBoundingClientRect();
  const rects = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="slider-stop-label"]')]
    .filter((label) => label.checkVisibility())
    .map((label) => {
      // The text's own box (not the grid cell) is what must not collide.
      const range = document.createRange();
      range.selectNodeContents(label);
      return { text: label.textContent, rect: range.getBoundingClientRect() };
    });
  await expect(rects.length).toBeGreaterThanOrEqual(2);
  for (const { rect } of rects) {
    await expect(rect.left).toBeGreaterThanOrEqual(bounds.left - 0.5);
    await expect(rect.right).toBeLessThanOrEqual(bounds.right + 0.5);
  }
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) {
      const a = rects[i]!.rect;
      const b = rects[j]!.rect;
      const overlap =
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      await expect({ overlap, a: rects[i]!.text, b: rects[j]!.text }).toEqual({
        overlap: false,
        a: rects[i]!.text,
        b: rects[j]!.text,
      });
    }
  }
}

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  tags: ['autodocs'],
  args: { label: 'How spicy do you like it?', stops: spice, defaultValue: 1, onValueChange: fn() },
  argTypes: { stops: { control: 'object' } },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'How spicy do you like it?' });
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Medium');
  },
};

export const AtFirstStop: Story = { args: { defaultValue: 0 } };
export const AtLastStop: Story = { args: { defaultValue: 3 } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).not.toHaveAttribute('tabindex');
  },
};

/** The quiz's shopping step: the ready-made ShopScaleSlider with the kit's translated labels. */
export const ShopScale: Story = {
  render: (args) => (
    <ShopScaleSlider label="Where do you do your shopping?" onValueChange={args.onValueChange} />
  ),
  play: async ({ canvas, globals }) => {
    const slider = canvas.getByRole('slider', { name: 'Where do you do your shopping?' });
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '6');
    // Starts in the middle: "Both equally".
    await expect(slider).toHaveAttribute('aria-valuetext', shopScale[storyLanguage(globals)][3]);
  },
};

/** Without a label the kit's own translated question names it. */
export const ShopScaleDefaultName: Story = {
  render: () => <ShopScaleSlider />,
  play: async ({ canvas, globals }) => {
    const name = {
      en: 'Where do you do your shopping?',
      fr: 'Où faites-vous vos courses\u00a0?',
      de: 'Wo kaufen Sie ein?',
    }[storyLanguage(globals)];
    await expect(canvas.getByRole('slider', { name })).toBeVisible();
  },
};

export const ArrowRightMovesOneStop: Story = {
  render: (args) => (
    <ShopScaleSlider label="Where do you shop?" defaultValue={3} onValueChange={args.onValueChange} />
  ),
  play: async ({ canvas, args, globals }) => {
    const slider = canvas.getByRole('slider', { name: 'Where do you shop?' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '4');
    await expect(slider).toHaveAttribute('aria-valuetext', shopScale[storyLanguage(globals)][4]);
    if (storyLanguage(globals) === 'en')
      await expect(slider).toHaveAttribute('aria-valuetext', 'Slightly more online');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '2');
  },
};

export const StaysWithinTheEnds: Story = {
  render: () => <ShopScaleSlider label="Where do you shop?" />,
  play: async ({ canvas, globals }) => {
    const slider = canvas.getByRole('slider', { name: 'Where do you shop?' });
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '6');
    await expect(slider).toHaveAttribute('aria-valuetext', shopScale[storyLanguage(globals)][6]);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(slider).toHaveAttribute('aria-valuetext', shopScale[storyLanguage(globals)][0]);
  },
};

/** The current stop's label is shown (emphasised) while the value changes. */
export const ShowsCurrentLabel: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  render: () => <ShopScaleSlider label="Where do you shop?" defaultValue={1} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = shopScale[storyLanguage(globals)];
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => {
      const current = [
        ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="slider-stop-label"][data-current]'),
      ]
        .filter((label) => label.checkVisibility())
        .map((label) => label.textContent);
      return expect(current).toEqual([labels[2]]);
    });
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '2');
  },
};

/** Mobile (375 px), German: only the ends and the current stop are shown, and nothing overlaps. */
export const ShopScaleMobileGerman: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' }, locale: 'de' },
  render: () => <ShopScaleSlider label="Wo kaufen Sie ein?" defaultValue={2} />,
  play: async ({ canvasElement }) => {
    const visible = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="slider-stop-label"]'),
    ].filter((label) => label.checkVisibility());
    // The two ends and the current stop.
    await expect(visible).toHaveLength(3);
    await expectLabelsApart(canvasElement);
  },
};

/** Mobile (375 px), French: the longest labels. */
export const ShopScaleMobileFrench: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' }, locale: 'fr' },
  render: () => <ShopScaleSlider label="Où faites-vous vos courses ?" defaultValue={4} />,
  play: async ({ canvasElement }) => {
    await expectLabelsApart(canvasElement);
  },
};

/** At the 768 px breakpoint there is room for all 7 labels, even in German. */
export const ShopScaleTabletGerman: Story = {
  tags: ['desktop-only'],
  globals: { viewport: { value: 'tablet' }, locale: 'de' },
  render: () => <ShopScaleSlider label="Wo kaufen Sie ein?" defaultValue={2} />,
  play: async ({ canvasElement }) => {
    const visible = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="slider-stop-label"]'),
    ].filter((label) => label.checkVisibility());
    await expect(visible).toHaveLength(7);
    await expectLabelsApart(canvasElement);
  },
};

/** The thumb's centre lies under the centre of the current stop's label column. */
export const ThumbAlignsWithLabels: Story = {
  tags: ['desktop-only'],
  globals: { viewport: { value: 'desktop' } },
  render: () => <ShopScaleSlider label="Where do you shop?" defaultValue={5} />,
  play: async ({ canvas, canvasElement }) => {
    const thumb = canvas.getByRole('slider').getBoundingClientRect();
    const current = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="slider-stop-label"][data-current]'),
    ].find((label) => label.checkVisibility());
    const cell = current!.getBoundingClientRect();
    await expect(Math.abs(thumb.left + thumb.width / 2 - (cell.left + cell.width / 2))).toBeLessThan(1.5);
  },
};

/** Values × widths × state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-10">
      {[0, 3, 6].map((value) => (
        <div key={value} className="diet:grid diet:items-start diet:gap-8 diet:md:grid-cols-[21.5rem_1fr]">
          <ShopScaleSlider label={`Narrow, ${value}`} defaultValue={value} />
          <ShopScaleSlider label={`Wide, ${value}`} defaultValue={value} />
        </div>
      ))}
      <div className="diet:grid diet:items-start diet:gap-8 diet:md:grid-cols-[21.5rem_1fr]">
        <ShopScaleSlider label="Narrow, disabled" defaultValue={4} disabled />
        <ShopScaleSlider label="Wide, disabled" defaultValue={4} disabled />
      </div>
      <div className="diet:grid diet:items-start diet:gap-8 diet:md:grid-cols-[21.5rem_1fr]">
        <Slider label="Four stops, narrow" stops={spice} defaultValue={2} />
        <Slider label="Four stops, wide" stops={spice} defaultValue={2} />
      </div>
    </div>
  ),
};
