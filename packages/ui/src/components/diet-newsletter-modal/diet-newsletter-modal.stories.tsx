import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { APP_COPY, appCopy, copyIn, kitTexts } from '../../lib/app-copy.fixtures.js';
import type { SubmitResult } from '../../lib/site/form-feedback.js';
import { Button } from '../button/index.js';
import { DietNewsletterModal, type DietNewsletterValues } from './diet-newsletter-modal';

/** The kit's texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).dietNewsletterModal;
}

/** An answer after a short delay, like a real request. */
const answer = (result: SubmitResult, ms = 200) =>
  fn(
    (_values: DietNewsletterValues) =>
      new Promise<SubmitResult>((resolve) => setTimeout(() => resolve(result), ms)),
  );

const meta = {
  title: 'Public site/DietNewsletterModal',
  component: DietNewsletterModal,
  tags: ['autodocs'],
  parameters: {
    // Open modals take over the page: give every story its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
  args: {
    defaultOpen: true,
    dietOptions: [
      { value: 'histamine', label: 'Low histamine' },
      { value: 'vegan', label: 'Vegan' },
      { value: 'nut-free', label: 'Nut-free' },
      { value: 'other', label: 'Another diet' },
    ],
    onSubscribe: answer('ok'),
    onOpenChange: fn(),
    trigger: <Button>{appCopy(APP_COPY.alertMe)}</Button>,
  },
} satisfies Meta<typeof DietNewsletterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['i18n-visual'] };

/** Without `dietOptions` the diet is free text. */
export const FreeTextDiet: Story = { args: { dietOptions: undefined } };

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** Empty e-mail, then a bad one: the two messages of the spec; nothing is sent. */
export const ValidatesEmail: Story = {
  play: async ({ args, globals }) => {
    const texts = kit(globals);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: texts.submit }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(texts.emailRequired);
    await userEvent.type(dialog.getByRole('textbox', { name: texts.email }), 'anna@example');
    await userEvent.click(dialog.getByRole('button', { name: texts.submit }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(texts.emailInvalid);
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/**
 * Name and diet are optional. After a success the message shows, the modal closes after
 * `closeAfterSuccessMs` (3000 by default; short here) and opens again with an empty form.
 */
export const ClosesAfterSuccessAndResets: Story = {
  args: { closeAfterSuccessMs: 600 },
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    let dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: texts.name }), 'Anna');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: texts.diet }), 'histamine');
    await userEvent.type(dialog.getByRole('textbox', { name: texts.email }), 'anna@example.ch');
    await userEvent.click(dialog.getByRole('button', { name: texts.submit }));
    await expect(dialog.getByRole('button', { name: texts.submitting })).toBeDisabled();
    await expect(args.onSubscribe).toHaveBeenCalledWith({
      name: 'Anna',
      diet: 'histamine',
      email: 'anna@example.ch',
    });
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(texts.success));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: copyIn(APP_COPY.alertMe, globals) }));
    dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: texts.email })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: texts.name })).toHaveValue('');
  },
};

/** A non-OK answer gives '❌ Something went wrong. Please try again.' and the modal stays. */
export const ShowsErrorOnNonOkAnswer: Story = {
  args: { onSubscribe: answer('error'), closeAfterSuccessMs: 100 },
  play: async ({ globals }) => {
    const texts = kit(globals);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: texts.email }), 'anna@example.ch');
    await userEvent.click(dialog.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(texts.failed));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** A failed request gives '🚫 Network error — please try again.'. */
export const ShowsNetworkError: Story = {
  args: {
    onSubscribe: fn((_values: DietNewsletterValues) =>
      Promise.reject<SubmitResult>(new TypeError('Failed to fetch')),
    ),
  },
  play: async ({ globals }) => {
    const texts = kit(globals);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: texts.email }), 'anna@example.ch');
    await userEvent.click(dialog.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(texts.networkError));
  },
};

/** The close button and a backdrop click close it. */
export const ClosesOnBackdropClick: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
