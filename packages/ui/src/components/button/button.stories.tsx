import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { ArrowRight, Heart } from '../icon/glyphs.js';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Start the quiz', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Log out' } };
export const Link: Story = { args: { variant: 'link', children: 'Log in here.' } };

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Learn about diets <ArrowRight aria-hidden="true" />
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Start the quiz' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Saving...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Without a `busyLabel` the kit's own translated text is shown. */
export const BusyDefaultLabel: Story = {
  args: { busy: true },
  play: async ({ canvas, globals }) => {
    const expected = { en: 'Please wait…', fr: 'Veuillez patienter…', de: 'Bitte warten…' }[
      storyLanguage(globals)
    ];
    await expect(canvas.getByRole('button', { name: expected })).toBeVisible();
  },
};

export const ActivatesWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Start the quiz' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#quiz">Join for free</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Join for free' });
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

/** Every variant × size × state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-4">
      {variants.map((variant) => (
        <div key={variant} className="diet:flex diet:flex-wrap diet:items-center diet:gap-3">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            disabled
          </Button>
          <Button variant={variant} busy>
            busy
          </Button>
          <Button variant={variant} aria-label="Add to favourites">
            <Heart aria-hidden="true" />
          </Button>
        </div>
      ))}
    </div>
  ),
};
