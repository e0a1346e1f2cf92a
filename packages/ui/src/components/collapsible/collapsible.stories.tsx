import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Collapsible } from './collapsible.js';

const meta = {
  title: 'Primitives/Collapsible',
  component: Collapsible,
  tags: ['autodocs'],
  args: {
    title: 'Ingredients & Allergens',
    children: 'Milk chocolate 60% (sugar, cocoa butter, whole milk powder, cocoa mass), hazelnuts 15%.',
    variant: 'divided',
    onOpenChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['divided', 'card'] } },
  decorators: [
    (Story) => (
      <div className="diet:max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed. */
export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Card: Story = { args: { variant: 'card', defaultOpen: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ingredients & Allergens' })).toBeDisabled();
  },
};

/** The product page's three sections; the heading level follows the page outline. */
export const ProductDetails: Story = {
  render: () => (
    <div>
      <Collapsible title="Ingredients & Allergens" headingLevel={2} defaultOpen>
        Milk chocolate 60% (sugar, cocoa butter, whole milk powder, cocoa mass), hazelnuts 15%.
      </Collapsible>
      <Collapsible title="Nutritional values" headingLevel={2}>
        <dl className="diet:grid diet:grid-cols-2 diet:gap-1">
          <dt>Energy</dt>
          <dd>2250 kJ</dd>
          <dt>Fat</dt>
          <dd>34 g</dd>
        </dl>
      </Collapsible>
      <Collapsible title="Other information" headingLevel={2}>
        No information available.
      </Collapsible>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const TogglesOnClick: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Ingredients & Allergens' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Milk chocolate/)).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Milk chocolate/)).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const TogglesWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Ingredients & Allergens' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

const variants = ['divided', 'card'] as const;

/** Both variants, closed, open and disabled. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-8">
      {variants.map((variant) => (
        <div key={variant} className="diet:grid diet:gap-3">
          <Collapsible variant={variant} title={`${variant}: closed`}>
            Content
          </Collapsible>
          <Collapsible variant={variant} title={`${variant}: open`} defaultOpen>
            Milk chocolate 60% (sugar, cocoa butter, whole milk powder, cocoa mass), hazelnuts 15%.
          </Collapsible>
          <Collapsible variant={variant} title={`${variant}: disabled`} disabled>
            Content
          </Collapsible>
        </div>
      ))}
    </div>
  ),
};
