import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/index.js';
import { FormMessage } from './form-message.js';

/** The spec's form messages (section 8). */
const messages = {
  emailMissing: '⚠️ Please enter your email address.',
  emailInvalid: '🚫 Please enter a valid email address.',
  subscribed: '🎉 Subscription successful!',
  messageSent: '🎉 Message sent successfully!',
  problemLater: '❌ There was a problem. Please try again later.',
  somethingWrong: '❌ Something went wrong. Please try again.',
  networkError: '🚫 Network error — please try again.',
};

const meta = {
  title: 'Primitives/FormMessage',
  component: FormMessage,
  tags: ['autodocs'],
  // Static stories keep the message: no timer (the spec's 3000 ms is the component's default).
  args: { message: messages.subscribed, clearAfterMs: 0, onClear: fn() },
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmailMissing: Story = {
  args: { message: messages.emailMissing },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.emailMissing);
  },
};

export const EmailInvalid: Story = {
  args: { message: messages.emailInvalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.emailInvalid);
  },
};

export const SubscriptionSuccessful: Story = {
  args: { message: messages.subscribed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.subscribed);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ProblemTryLater: Story = {
  args: { message: messages.problemLater },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.problemLater);
  },
};

/** No message: an empty status line stays in the page, so a later message is announced. */
export const Empty: Story = {
  args: { message: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * In a form's column (a flex gap), an empty line takes no room: the button sits one gap under the
 * field, as if the line were not there. A message then takes its place between them.
 */
export const TakesNoRoomWhenEmpty: Story = {
  args: { message: '' },
  render: function Render(args) {
    const [message, setMessage] = useState(args.message);
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setMessage(messages.emailMissing);
        }}
        className="diet:flex diet:max-w-sm diet:flex-col diet:gap-4"
      >
        <label className="diet:flex diet:flex-col diet:gap-1.5 diet:text-sm diet:font-medium diet:text-fg">
          Email
          <input
            type="email"
            className="diet:h-11 diet:rounded-md diet:border diet:border-border-strong diet:bg-surface diet:px-3 diet:text-base"
          />
        </label>
        <FormMessage {...args} message={message} />
        <Button type="submit">Subscribe</Button>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    const line = canvas.getByRole('status');
    await expect(line).toBeEmptyDOMElement();
    const gap = Math.round(button.getBoundingClientRect().top - field.getBoundingClientRect().bottom);
    await expect(gap, 'one gap (16 px) between the field and the button').toBe(16);
    await userEvent.click(button);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(messages.emailMissing);
    const box = alert.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(0);
    await expect(Math.round(box.top - field.getBoundingClientRect().bottom)).toBe(16);
    await expect(Math.round(button.getBoundingClientRect().top - box.bottom)).toBe(16);
  },
};

export const ClearsAfterThreeSeconds: Story = {
  args: { message: messages.emailInvalid, clearAfterMs: 3000 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.emailInvalid);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(args.onClear).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClear).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A form sets the message on submit; the line switches between error and neutral. */
export const FollowsTheForm: Story = {
  render: function Render() {
    const [message, setMessage] = useState('');
    return (
      <div className="diet:grid diet:max-w-sm diet:gap-3">
        <div className="diet:flex diet:gap-2">
          <Button size="sm" variant="outline" onClick={() => setMessage(messages.emailMissing)}>
            Submit empty
          </Button>
          <Button size="sm" onClick={() => setMessage(messages.subscribed)}>
            Submit valid
          </Button>
        </div>
        <FormMessage message={message} clearAfterMs={0} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit empty' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.emailMissing);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit valid' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.subscribed);
  },
};

/** All of the spec's form messages on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-3">
      {Object.values(messages).map((message) => (
        <FormMessage key={message} message={message} clearAfterMs={0} />
      ))}
    </div>
  ),
};
