import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { ToastRegion, useToasts, type ToastItem } from './toast.js';

const saved: ToastItem = { id: 'saved', tone: 'success', message: 'Information updated successfully!' };
const failed: ToastItem = {
  id: 'failed',
  tone: 'error',
  message: 'Failed to update information: Network error',
};
const credentials: ToastItem = { id: 'credentials', tone: 'success', message: 'Credentials saved!' };

const meta = {
  title: 'Primitives/ToastRegion',
  component: ToastRegion,
  tags: ['autodocs'],
  // Static stories keep their toasts: no timer runs unless a story turns it on.
  args: { toasts: [saved], onDismiss: fn(), autoDismissMs: 0 },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom'] } },
  parameters: {
    layout: 'fullscreen',
    // The region is fixed to the viewport: on the docs page each story gets its own frame.
    docs: { story: { inline: false, height: '320px' } },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success message, announced politely. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByText('Information updated successfully!');
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** An error, announced assertively. */
export const ErrorToast: Story = {
  args: { toasts: [failed] },
  play: async ({ canvas }) => {
    const message = canvas.getByText('Failed to update information: Network error');
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
  },
};

export const WithTitle: Story = {
  args: {
    toasts: [{ ...failed, title: 'Could not save', message: 'Failed to update preferences: timeout' }],
  },
};

export const Top: Story = { args: { placement: 'top', toasts: [credentials] } };

const regionName = { en: 'Notifications', fr: 'Notifications', de: 'Benachrichtigungen' } as const;
const dismissName = {
  en: 'Dismiss notification',
  fr: 'Fermer la notification',
  de: 'Benachrichtigung schliessen',
} as const;

/** Several at once: errors first, the rest in order. The region is a named landmark. */
export const Stack: Story = {
  args: { toasts: [saved, failed, credentials] },
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    const region = canvas.getByRole('region', { name: regionName[locale] });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: dismissName[locale] })).toHaveLength(3);
  },
};

/** The dismiss button hands the toast's id to `onDismiss`. */
export const DismissesOnButton: Story = {
  args: { toasts: [credentials] },
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: dismissName[locale] }));
    await expect(args.onDismiss).toHaveBeenCalledWith('credentials');
  },
};

/** With a timeout each toast asks to be dismissed when its time is up (the spec's default is 3000 ms). */
export const DismissesAfterTimeout: Story = {
  args: { toasts: [saved, failed], autoDismissMs: 200 },
  play: async ({ args }) => {
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(2), { timeout: 2000 });
    await expect(args.onDismiss).toHaveBeenCalledWith('saved');
    await expect(args.onDismiss).toHaveBeenCalledWith('failed');
  },
};

/** A toast may keep itself until dismissed (`autoDismissMs: 0`) while the others time out. */
export const PerToastTimeout: Story = {
  args: { toasts: [{ ...saved, autoDismissMs: 0 }, credentials], autoDismissMs: 150 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('credentials'), { timeout: 2000 });
    await new Promise((resolve) => window.setTimeout(resolve, 300));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The timer waits while the pointer is on the toast, so it can be read. */
export const PausesWhileHovered: Story = {
  args: { toasts: [saved], autoDismissMs: 150 },
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByText('Information updated successfully!'));
    await new Promise((resolve) => window.setTimeout(resolve, 400));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(canvas.getByText('Information updated successfully!'));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('saved'), { timeout: 2000 });
  },
};

function SaveScreen({ autoDismissMs }: { autoDismissMs: number }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <div className="diet:flex diet:gap-3 diet:p-6">
      <Button onClick={() => show({ tone: 'success', message: 'Information updated successfully!' })}>
        Save information
      </Button>
      <Button
        variant="danger"
        onClick={() => show({ tone: 'error', message: 'Failed to update information: Network error' })}
      >
        Fail
      </Button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} autoDismissMs={autoDismissMs} />
    </div>
  );
}

/** With `useToasts()` a screen shows toasts from its handlers; they leave on their own. */
export const ShownFromAHandler: Story = {
  args: { autoDismissMs: 300 },
  render: (args) => <SaveScreen autoDismissMs={args.autoDismissMs ?? 3000} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save information' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(canvas.getByText('Information updated successfully!')).toBeVisible();
    await expect(canvas.getByText('Failed to update information: Network error')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Information updated successfully!')).toBeNull(), {
      timeout: 2000,
    });
    await waitFor(
      () => expect(canvas.queryByText('Failed to update information: Network error')).toBeNull(),
      {
        timeout: 2000,
      },
    );
  },
};

/** Every tone, with and without a title (laid out in the page here, so all of them fit). */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  args: {
    className: 'diet:static',
    toasts: (['info', 'success', 'warning', 'error'] as const).flatMap((tone) => [
      { id: `${tone}-plain`, tone, message: `A ${tone} message` },
      { id: `${tone}-title`, tone, title: `${tone} title`, message: `A ${tone} message with a title` },
    ]),
  },
};
