import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from './accordion.js';

const features = [
  {
    value: 'personalisation',
    title: 'Personalisation',
    body: 'Tell us your intolerances once; every product is checked against them.',
  },
  {
    value: 'feedback',
    title: 'Instant yes/no feedback',
    body: 'Search a product or scan its barcode and see at once whether it suits you.',
  },
  {
    value: 'recommendations',
    title: 'Product recommendations',
    body: 'Get suggestions of similar products that fit your diets.',
  },
  {
    value: 'feed',
    title: 'Your information feed',
    body: 'News and tips chosen for your profile.',
  },
] as const;

function Features({ disabledItem, ...props }: AccordionProps & { disabledItem?: string }) {
  return (
    <Accordion {...props}>
      {features.map((item) => (
        <AccordionItem key={item.value} value={item.value} disabled={item.value === disabledItem}>
          <AccordionTrigger>{item.title}</AccordionTrigger>
          <AccordionContent>{item.body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { variant: 'list', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['list', 'cards'] } },
  render: (args) => (
    <div className="diet:max-w-2xl">
      <Features {...args} />
    </div>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed. */
export const Default: Story = {};

export const ItemOpen: Story = { args: { defaultValue: 'feedback' } };

/** The home page's feature accordion. */
export const Cards: Story = { args: { variant: 'cards', defaultValue: 'personalisation' } };

export const WithDisabledItem: Story = {
  render: (args) => <Features {...args} disabledItem="feed" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Your information feed' })).toBeDisabled();
  },
};

/** Clicking a closed item opens it and closes the open one. */
export const OneOpenAtATime: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: 'Personalisation' });
    const second = canvas.getByRole('button', { name: 'Instant yes/no feedback' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Personalisation' })).toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Personalisation' })).toBeNull());
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('feedback');
  },
};

/** Clicking the open item again closes it, so all can be closed. */
export const ClosesTheOpenItem: Story = {
  args: { defaultValue: 'feedback' },
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'Instant yes/no feedback' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const OperatesWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const triggers = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(triggers[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(triggers[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(triggers[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(triggers[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(triggers[0]).toHaveAttribute('aria-expanded', 'false');
  },
};

const variants = [
  { variant: 'list', open: 'feedback' },
  { variant: 'cards', open: 'recommendations' },
] as const;

/** Both variants with closed, open and disabled items. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:max-w-2xl diet:gap-10">
      {variants.map(({ variant, open }) => (
        <Features key={variant} variant={variant} defaultValue={open} disabledItem="feed" />
      ))}
    </div>
  ),
};
