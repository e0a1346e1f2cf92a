import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { Icon } from '../icon/index.js';
import { Alert } from './alert.js';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'info', children: 'Feature coming soon' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  decorators: [
    (Story) => (
      <div className="diet:max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Information: a polite status. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Feature coming soon');
  },
};

export const Success: Story = { args: { tone: 'success', children: 'Information updated successfully!' } };

export const Warning: Story = {
  args: { tone: 'warning', children: 'Missing user email or ID. Please log in again.' },
};

/** An error interrupts: role alert. */
export const ErrorMessage: Story = {
  args: { tone: 'error', children: 'Failed to update information: Network error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update information: Network error');
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'error',
    title: 'Failed to update preferences',
    children: 'Products fetch failed (500)',
  },
};

/** A custom icon, or `icon={null}` for none. */
export const CustomIcon: Story = {
  args: { tone: 'success', icon: <Icon name="check" />, children: 'Credentials saved!' },
};

const dismiss = { en: 'Dismiss', fr: 'Fermer', de: 'Schliessen' } as const;

/** With `onDismiss` a close button named with the kit's "Dismiss" appears; it works by keyboard. */
export const Dismissible: Story = {
  args: { tone: 'success', children: 'Credentials saved!', onDismiss: fn() },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', {
      name: dismiss[storyLanguage(globals)],
    });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Info and success wait their turn (status); warning and error interrupt (alert). */
export const RolesFollowTone: Story = {
  render: () => (
    <div className="diet:grid diet:gap-3">
      <Alert tone="info">Info message</Alert>
      <Alert tone="success">Success message</Alert>
      <Alert tone="warning">Warning message</Alert>
      <Alert tone="error">Error message</Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    const alerts = canvas.getAllByRole('alert');
    await expect(statuses.map((node) => node.textContent)).toEqual(['Info message', 'Success message']);
    await expect(alerts.map((node) => node.textContent)).toEqual(['Warning message', 'Error message']);
  },
};

const tones = ['info', 'success', 'warning', 'error'] as const;
const messages = {
  info: 'Feature coming soon',
  success: 'Information updated successfully!',
  warning: 'Email missing from profile, please log in again.',
  error: 'Failed to update information: Network error',
} as const;

/** Every tone × plain, with title, dismissible and with a long text. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-3">
      {tones.map((tone) => (
        <div key={tone} className="diet:grid diet:gap-2">
          <Alert tone={tone}>{messages[tone]}</Alert>
          <Alert tone={tone} title={`${tone} title`}>
            {messages[tone]}
          </Alert>
          <Alert tone={tone} onDismiss={() => {}}>
            {messages[tone]}
          </Alert>
          <Alert tone={tone} title="A longer message" onDismiss={() => {}}>
            Password must be at least 8 characters and include 1 uppercase, 1 number, and 1 special character.
            Passwords do not match.
          </Alert>
        </div>
      ))}
    </div>
  ),
};
