import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { uiResources, type UiLanguage } from '../../i18n/index.js';
import { Button } from '../button/index.js';
import { UpsellModal } from './upsell-modal';

/** The kit's texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return uiResources[(globals.locale as UiLanguage | undefined) ?? 'en'].ui;
}

const meta = {
  title: 'Public site/UpsellModal',
  component: UpsellModal,
  tags: ['autodocs'],
  parameters: {
    // Open modals take over the page: give every story its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
  args: {
    defaultOpen: true,
    onCreateProfile: fn(),
    onOpenChange: fn(),
    trigger: <Button>See more products</Button>,
  },
} satisfies Meta<typeof UpsellModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's own title, text and benefits. */
export const Default: Story = {};

/** Content given by the app. */
export const CustomContent: Story = {
  args: {
    title: 'See all 20 lactose-free products',
    description: 'Create your free profile to unlock every product that suits your diet.',
    benefits: [],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The main button calls `onCreateProfile` and closes the modal. */
export const CreateProfileCallsBack: Story = {
  play: async ({ args, globals }) => {
    const texts = kit(globals).upsellModal;
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cta }));
    await expect(args.onCreateProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** 'Maybe later', the close button and a backdrop click close it without calling back. */
export const ClosesOnBackdropClick: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    const open = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'See more products' }));
      const dialog = await screen.findByRole('dialog');
      await new Promise((resolve) => setTimeout(resolve, 20));
      return dialog;
    };
    await open();
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(await open()).getByRole('button', { name: texts.upsellModal.later }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(await open()).getByRole('button', { name: texts.dialog.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCreateProfile).not.toHaveBeenCalled();
  },
};
