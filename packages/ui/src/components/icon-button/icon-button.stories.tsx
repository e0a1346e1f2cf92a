import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronLeft, ChevronRight, Heart, Trash2, X } from '../icon/glyphs.js';
import { expect, fn, userEvent } from 'storybook/test';

import { IconButton } from './icon-button.js';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Next testimonial', children: <ChevronRight />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The icon is decorative; the name comes from `label`.
    await expect(canvas.getByRole('button', { name: 'Next testimonial' })).toBeVisible();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = {
  args: { variant: 'outline', label: 'Previous testimonial', children: <ChevronLeft /> },
};
export const Ghost: Story = { args: { variant: 'ghost', label: 'Close', children: <X /> } };
export const Danger: Story = { args: { variant: 'danger', label: 'Delete list', children: <Trash2 /> } };

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Next testimonial' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, label: 'Add to favourites', children: <Heart /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to favourites' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const ActivatesWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Next testimonial' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

/** Every variant × size × state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-4">
      {variants.map((variant) => (
        <div key={variant} className="diet:flex diet:flex-wrap diet:items-center diet:gap-3">
          {sizes.map((size) => (
            <IconButton key={size} variant={variant} size={size} label={`${variant} ${size}`}>
              <Heart />
            </IconButton>
          ))}
          {sizes.map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              label={`${variant} ${size} disabled`}
              disabled
            >
              <Heart />
            </IconButton>
          ))}
          {sizes.map((size) => (
            <IconButton key={size} variant={variant} size={size} label={`${variant} ${size} busy`} busy>
              <Heart />
            </IconButton>
          ))}
        </div>
      ))}
    </div>
  ),
};
