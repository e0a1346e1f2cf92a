import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { APP_COPY, appCopy, kitTexts, storyLanguage } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { ScanDialog, type ScanDialogProps } from './scan-dialog.js';

function kit(globals: Record<string, unknown>) {
  const ui = kitTexts(globals);
  return { ...ui.scanDialog, dialog: ui.dialog, busy: ui.button.busy };
}

function Stateful({ open: initialOpen, onOpenChange, ...props }: ScanDialogProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{appCopy(APP_COPY.scan)}</Button>
      <ScanDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

/** What the app mounts: its scanner's video (here without a stream, so the story stays deterministic). */
const video = <video muted playsInline aria-hidden="true" data-testid="camera" />;

const meta = {
  title: 'App/ScanDialog',
  component: ScanDialog,
  tags: ['autodocs'],
  // The line under the title is the app's copy (the scanner's locales), not the kit's.
  args: { open: true, onOpenChange: fn(), onBarcode: fn(), description: appCopy(APP_COPY.scanDescription) },
  render: (args) => <Stateful {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } } },
} satisfies Meta<typeof ScanDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No camera mounted yet: the preview area explains itself. Opening focuses the dialog, not the field. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await waitFor(() => expect(dialog).toHaveFocus());
    const preview = within(dialog).getByRole('region', { name: text.camera });
    await expect(within(preview).getByText(text.noCamera)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: text.manual })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  },
};

/** The camera is starting: a spinner over the preview; the status says what the browser may ask. */
export const CameraStarting: Story = {
  args: {
    children: video,
    previewNotice: { icon: 'busy', text: 'Starting the camera…' },
    status: { tone: 'busy', text: 'Allow the camera when your browser asks.' },
  },
};

/** The app's `<video>` fills the preview area under the aiming frame; the status is announced. */
export const Scanning: Story = {
  args: { children: video, status: { tone: 'info', text: 'Point the camera at a barcode.' } },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: kit(globals).title });
    await expect(within(dialog).getByTestId('camera')).toBeInTheDocument();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Point the camera at a barcode.');
  },
};

/** The camera read a code: the field shows it while the lookup runs, and the find button is busy. */
export const LookingUp: Story = {
  args: {
    previewNotice: { icon: 'barcode', text: 'Barcode 7610200012345 read' },
    status: { tone: 'busy', text: 'Looking up 7610200012345…' },
    code: '7610200012345',
    busy: true,
  },
  play: async ({ args, globals }) => {
    const dialog = await screen.findByRole('dialog', { name: kit(globals).title });
    await expect(within(dialog).getByRole('textbox', { name: kit(globals).manual })).toHaveValue(
      '7610200012345',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: kit(globals).busy }));
    await expect(args.onBarcode).not.toHaveBeenCalled();
  },
};

/** Camera refused: the preview says so and the status explains what to do; typing still works. */
export const CameraBlocked: Story = {
  tags: ['i18n-visual'],
  args: {
    previewNotice: { icon: 'lock', text: appCopy(APP_COPY.scanDenied) },
    status: { tone: 'warning', text: appCopy(APP_COPY.scanDeniedHelp) },
  },
};

/** The barcode is unknown: a clear answer with the code, and a way to try another. */
export const NotInCatalogue: Story = {
  tags: ['i18n-visual'],
  args: {
    previewNotice: { icon: 'barcode', text: appCopy(APP_COPY.scanRead) },
    code: '7610200012345',
    status: {
      tone: 'warning',
      title: appCopy(APP_COPY.scanUnknownTitle),
      text: appCopy(APP_COPY.scanUnknown),
      action: { label: appCopy(APP_COPY.scanAnother), onClick: fn() },
    },
  },
  play: async ({ args, globals }) => {
    const locale = storyLanguage(globals);
    const dialog = await screen.findByRole('dialog', { name: kit(globals).title });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(APP_COPY.scanUnknownTitle[locale]);
    await userEvent.click(within(dialog).getByRole('button', { name: APP_COPY.scanAnother[locale] }));
    await expect(args.status?.action?.onClick).toHaveBeenCalled();
    // The action's button may go away with its status: focus moves on to the field.
    await expect(within(dialog).getByRole('textbox', { name: kit(globals).manual })).toHaveFocus();
  },
};

/** The lookup failed (the API is down): the typed code stays, with a way to try again. */
export const LookupFailed: Story = {
  args: {
    code: '7610200012345',
    status: {
      tone: 'error',
      title: 'The lookup did not work',
      text: 'Barcode 7610200012345 could not be looked up. Check your connection and try again.',
      action: { label: 'Try again', onClick: fn() },
    },
  },
};

export const Mobile: Story = {
  tags: ['mobile-only'],
  args: { children: video, status: { tone: 'info', text: 'Point the camera at a barcode.' } },
  globals: { viewport: { value: 'mobile' } },
};

/** Typing keeps digits only; a valid EAN-13 calls `onBarcode`. */
export const SubmitsAManualBarcode: Story = {
  args: { onCodeChange: fn() },
  play: async ({ args, globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const input = within(dialog).getByRole('textbox', { name: text.manual });
    await userEvent.type(input, '76-10 200 012 345');
    await expect(input).toHaveValue('7610200012345');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('7610200012345');
    await userEvent.keyboard('{Enter}');
    await expect(args.onBarcode).toHaveBeenCalledWith('7610200012345');
  },
};

/** Fewer than 8 digits: an error, no call. */
export const RejectsShortBarcodes: Story = {
  play: async ({ args, globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const input = within(dialog).getByRole('textbox', { name: text.manual });
    await userEvent.type(input, '1234567');
    await userEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    await expect(args.onBarcode).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(text.invalid.replace('{{min}}', '8').replace('{{max}}', '14')),
    );
    await userEvent.type(input, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    await expect(args.onBarcode).toHaveBeenCalledWith('12345678');
  },
};

/** At most 14 digits can be typed. */
export const StopsAt14Digits: Story = {
  play: async ({ globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const input = within(dialog).getByRole('textbox', { name: text.manual });
    await userEvent.type(input, '123456789012345678');
    await expect(input).toHaveValue('12345678901234');
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, globals }) => {
    await screen.findByRole('dialog', { name: kit(globals).title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ args, globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await userEvent.click(within(dialog).getByRole('button', { name: text.dialog.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
