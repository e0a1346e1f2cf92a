import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { APP_COPY, appCopy, copyIn, kitTexts, SITE_COPY } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { UpsellModal } from './upsell-modal';

/** The kit's texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals);
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
    trigger: <Button>{appCopy(SITE_COPY.seeMoreProducts)}</Button>,
    // The text and the benefits are the app's copy (the diets page's locales), not the kit's.
    description: appCopy(APP_COPY.upsellDescription),
    benefits: APP_COPY.upsellBenefits.map(appCopy),
  },
} satisfies Meta<typeof UpsellModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's title and buttons, with the app's text and benefits. */
export const Default: Story = { tags: ['i18n-visual'] };

/** The app's own title, and no benefits. */
export const CustomContent: Story = {
  tags: ['i18n-visual'],
  args: { title: appCopy(APP_COPY.upsellTitle), benefits: [] },
};

/** The kit alone: its title and buttons, no description, no benefits. */
export const KitTextsOnly: Story = {
  tags: ['i18n-visual'],
  args: { description: undefined, benefits: undefined },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: kit(globals).upsellModal.title });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(within(dialog).queryByRole('listitem')).toBeNull();
  },
};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

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
      await userEvent.click(canvas.getByRole('button', { name: copyIn(SITE_COPY.seeMoreProducts, globals) }));
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
