import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { APP_COPY, appCopy, kitText, kitTexts } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { QrCode, ShareProfileDialog, type ShareProfileDialogProps } from './share-profile-dialog.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).shareProfileDialog;
}

const LINK = 'https://diet.example.ch/share/anna-muster';

/** The dialog with its open state kept here, reopened by a button like the avatar menu would. */
function Stateful({ open: initialOpen, onOpenChange, ...props }: ShareProfileDialogProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{kitText('avatarMenu.share')}</Button>
      <ShareProfileDialog
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

const meta = {
  title: 'App/ShareProfileDialog',
  component: ShareProfileDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    link: LINK,
    onCopy: fn(),
    copiedResetMs: 0,
    // The line under the title is the app's copy, not the kit's.
    description: appCopy(APP_COPY.shareDescription),
  },
  render: (args) => <Stateful {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ShareProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At open the dialog itself has focus (its title is read first); the link is not selected. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await waitFor(() => expect(dialog).toHaveFocus());
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: text.link });
    await expect((field.selectionEnd ?? 0) - (field.selectionStart ?? 0)).toBe(0);
    const qr = within(dialog).getByRole('img', { name: text.qrCode.replace('{{link}}', LINK) });
    await expect(qr).toHaveAttribute('width', '180');
    await expect(qr).toHaveAttribute('height', '180');
    await expect(within(dialog).getByRole('textbox', { name: text.link })).toHaveValue(LINK);
    await expect(within(dialog).getByRole('textbox', { name: text.link })).toHaveAttribute('readonly');
    // The empty copy status is in the page (announced when it fills) but takes no room: the link's
    // column ends with the copy button, with no blank line above the dialog's buttons.
    const status = within(dialog).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    const row = within(dialog).getByRole('button', { name: text.copy }).parentElement!;
    await expect(Math.round(status.parentElement!.getBoundingClientRect().bottom)).toBe(
      Math.round(row.getBoundingClientRect().bottom),
    );
  },
};

export const Closed: Story = { args: { open: false } };

/** A longer link needs a bigger QR version; the code stays 180 px. */
export const LongLink: Story = {
  args: { link: `${LINK}?ref=profile-share&utm_source=app&utm_medium=qr&lang=de-CH&token=7f3a9c21b4e8` },
};

export const CopiesTheLink: Story = {
  play: async ({ args, globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await userEvent.click(within(dialog).getByRole('button', { name: text.copy }));
    await expect(args.onCopy).toHaveBeenCalledWith(LINK);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(text.copied);
  },
};

/** The "Copied!" feedback goes away after `copiedResetMs`. */
export const CopiedFeedbackClears: Story = {
  args: { copiedResetMs: 300 },
  play: async ({ globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await userEvent.click(within(dialog).getByRole('button', { name: text.copy }));
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(text.copied));
    await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 2000 });
  },
};

/** When copying fails the field is selected and the user is told to copy it themselves. */
export const CopyFailureShowsHint: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await userEvent.click(within(dialog).getByRole('button', { name: text.copy }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(text.copyFailed));
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ args, globals }) => {
    const text = kit(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await userEvent.click(within(dialog).getByRole('button', { name: text.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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

export const ClosesOnOutsideClick: Story = {
  play: async ({ args, globals }) => {
    await screen.findByRole('dialog', { name: kit(globals).title });
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** QR codes of growing links: versions 1, 3, 5 and 10, each drawn at 180 px. */
export const QrMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:flex diet:flex-wrap diet:gap-4">
      {['HELLO WORLD', LINK, `${LINK}/${'x'.repeat(40)}`, `${LINK}/${'y'.repeat(160)}`].map((value, i) => (
        <QrCode key={value} value={value} label={`QR code ${i + 1}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const versions = canvas.getAllByRole('img').map((svg) => svg.getAttribute('data-version'));
    await expect(versions).toEqual(['1', '3', '5', '10']);
  },
};
