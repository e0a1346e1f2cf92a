import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { APP_COPY, appCopy, kitTexts } from '../../lib/app-copy.fixtures.js';
import type { SubmitResult } from '../../lib/site/form-feedback.js';
import { NewsletterBox } from './newsletter-box';

/** The kit's texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).newsletterBox;
}

/** An answer after a short delay, like a real request. */
const answer = (result: SubmitResult, ms = 200) =>
  fn((_email: string) => new Promise<SubmitResult>((resolve) => setTimeout(() => resolve(result), ms)));

const meta = {
  title: 'Public site/NewsletterBox',
  component: NewsletterBox,
  tags: ['autodocs'],
  args: {
    // The title and text are the app's copy (the home page's locales), not the kit's.
    title: appCopy(APP_COPY.newsletterTitle),
    text: appCopy(APP_COPY.newsletterText),
    onSubscribe: answer('ok'),
  },
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['i18n-visual'] };

/** Without a visible heading the box is named by the kit's "Newsletter". */
export const WithoutTitle: Story = { args: { title: undefined } };

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** An empty field gives '⚠️ Please enter your email address.' and sends nothing. */
export const EmptyEmailShowsWarning: Story = {
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.emailRequired);
    await expect(canvas.getByRole('textbox', { name: texts.emailLabel })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/** A bad address (no dot in the domain, or a space) gives '🚫 Please enter a valid email address.'. */
export const InvalidEmailShowsError: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    const input = canvas.getByRole('textbox', { name: texts.emailLabel });
    await userEvent.type(input, 'anna@example');
    await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.emailInvalid);
    await userEvent.clear(input);
    await userEvent.type(input, 'anna muster@example.ch');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.emailInvalid);
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/** While sending the button is disabled with a busy label; on success the message shows and the field empties. */
export const SubscribesAndClearsInput: Story = {
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    const input = canvas.getByRole('textbox', { name: texts.emailLabel });
    await userEvent.type(input, 'anna@example.ch');
    await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
    await expect(canvas.getByRole('button', { name: texts.submitting })).toBeDisabled();
    await expect(args.onSubscribe).toHaveBeenCalledWith('anna@example.ch');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(texts.success));
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: texts.submit })).toBeEnabled();
  },
};

/** A non-OK answer gives '❌ There was a problem. Please try again later.' and keeps the address. */
export const ShowsProblemOnErrorAnswer: Story = {
  args: { onSubscribe: answer('error') },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    const input = canvas.getByRole('textbox', { name: texts.emailLabel });
    await userEvent.type(input, 'anna@example.ch{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts.failed));
    await expect(input).toHaveValue('anna@example.ch');
  },
};

/** A failed request gives '🚫 Network error — please try again.'. */
export const ShowsNetworkError: Story = {
  args: {
    onSubscribe: fn((_email: string) => Promise.reject<SubmitResult>(new TypeError('Failed to fetch'))),
  },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: texts.emailLabel }), 'anna@example.ch{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts.networkError));
  },
};

/** Messages clear by themselves after `messageTimeoutMs` (3000 by default; short here). */
export const MessageClearsAfterTimeout: Story = {
  args: { messageTimeoutMs: 400 },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.emailRequired);
    await waitFor(() => expect(canvas.queryByText(texts.emailRequired)).not.toBeInTheDocument());
  },
};
