import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { uiResources, type UiLanguage } from '../../i18n/index.js';
import { Button } from '../button/index.js';
import { ScanDialog, type ScanDialogProps } from './scan-dialog.js';

function kit(globals: Record<string, unknown>) {
  const ui = uiResources[(globals.locale as UiLanguage | undefined) ?? 'en'].ui;
  return { ...ui.scanDialog, dialog: ui.dialog };
}

function Stateful({ open: initialOpen, onOpenChange, ...props }: ScanDialogProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Scan</Button>
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
const video = <video muted playsInline data-testid="camera" />;

const meta = {
  title: 'App/ScanDialog',
  component: ScanDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), onBarcode: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 680 } } },
} satisfies Meta<typeof ScanDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No camera mounted yet: the preview area explains itself. */
export const Default: Story = {
  play: async ({ globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const preview = within(dialog).getByRole('region', { name: text.camera });
    await expect(within(preview).getByText(text.noCamera)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: text.manual })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  },
};

/** The app's `<video>` fills the preview area. */
export const WithCameraPreview: Story = {
  args: { children: video },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: kit(globals).title });
    await expect(within(dialog).getByTestId('camera')).toBeInTheDocument();
  },
};

export const CameraBlocked: Story = {
  args: { cameraMessage: 'Camera access was denied. Allow it in your browser settings or type the number.' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Typing keeps digits only; a valid EAN-13 calls `onBarcode`. */
export const SubmitsAManualBarcode: Story = {
  play: async ({ args, globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const input = within(dialog).getByRole('textbox', { name: text.manual });
    await userEvent.type(input, '76-10 200 012 345');
    await expect(input).toHaveValue('7610200012345');
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
