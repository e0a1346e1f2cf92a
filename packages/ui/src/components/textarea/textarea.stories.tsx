import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Textarea } from './textarea.js';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { label: 'Message', className: 'diet:max-w-md', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Tell us how we can help.' },
};

export const WithError: Story = {
  args: { error: 'Please write a message.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText('Message');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Please write a message.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'I would like to know more about low FODMAP products.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Message')).toBeDisabled();
  },
};

export const AcceptsSeveralLines: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByLabelText('Message');
    await userEvent.click(textarea);
    await userEvent.keyboard('Hello{Enter}World');
    await expect(textarea).toHaveValue('Hello\nWorld');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Every state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-6 diet:md:grid-cols-2">
      <Textarea label="Empty" placeholder="Your message" />
      <Textarea label="Filled" defaultValue={'Hello,\nI have a question about gluten-free bread.'} />
      <Textarea label="With hint" hint="Help text under the field." />
      <Textarea label="Required" required />
      <Textarea label="Error" error="Please write a message." />
      <Textarea label="Invalid" invalid defaultValue="…" />
      <Textarea label="Disabled" disabled defaultValue="Read only for now." />
    </div>
  ),
};
