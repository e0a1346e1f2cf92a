import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import type { SubmitResult } from '../../lib/site/form-feedback.js';
import { ContactForm, type ContactFormValues } from './contact-form';

/** The kit's texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).contactForm;
}

/** An answer after a short delay, like a real request. */
const answer = (result: SubmitResult, ms = 200) =>
  fn(
    (_values: ContactFormValues) =>
      new Promise<SubmitResult>((resolve) => setTimeout(() => resolve(result), ms)),
  );

const reasons = [
  { value: 'question', label: 'A question about the app' },
  { value: 'feedback', label: 'Feedback or an idea' },
  { value: 'partnership', label: 'Partnership or press' },
  { value: 'other', label: 'Something else' },
];

const meta = {
  title: 'Public site/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSend: answer('ok'), reasons },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['i18n-visual'] };

/** Without `reasons` the reason is free text. */
export const FreeTextReason: Story = { args: { reasons: undefined } };

export const Mobile: Story = {
  tags: ['mobile-only', 'i18n-visual'],
  globals: { viewport: { value: 'mobile' } },
};

/** An empty e-mail gives '🚫 Please enter a valid email address.' (no separate "empty" message). */
export const EmptyEmailShowsError: Story = {
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.emailInvalid);
    await expect(canvas.getByRole('textbox', { name: texts.email })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A bad address gives the same message; the other fields are not checked. */
export const InvalidEmailShowsError: Story = {
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: texts.email }), 'anna@example');
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.emailInvalid);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Only a valid e-mail is needed; on success the message shows and the form empties. */
export const SendsAndResets: Story = {
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: texts.name }), 'Anna Muster');
    await userEvent.type(canvas.getByRole('textbox', { name: texts.email }), 'anna@example.ch');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: texts.reason }), 'feedback');
    await userEvent.type(
      canvas.getByRole('textbox', { name: texts.message }),
      'Could you add low-histamine?',
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(canvas.getByRole('button', { name: texts.sending })).toBeDisabled();
    await expect(args.onSend).toHaveBeenCalledWith({
      name: 'Anna Muster',
      email: 'anna@example.ch',
      reason: 'feedback',
      message: 'Could you add low-histamine?',
    });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(texts.success));
    for (const name of [texts.name, texts.email, texts.message]) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(canvas.getByRole('combobox', { name: texts.reason })).toHaveValue('');
  },
};

/** A non-OK answer gives '❌ Something went wrong. Please try again.' and keeps the values. */
export const ShowsErrorOnNonOkAnswer: Story = {
  args: { onSend: answer('error') },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: texts.email }), 'anna@example.ch');
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts.failed));
    await expect(canvas.getByRole('textbox', { name: texts.email })).toHaveValue('anna@example.ch');
  },
};

/** A failed request gives '🚫 Network error — please try again.'. */
export const ShowsNetworkError: Story = {
  args: {
    onSend: fn((_values: ContactFormValues) =>
      Promise.reject<SubmitResult>(new TypeError('Failed to fetch')),
    ),
  },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: texts.email }), 'anna@example.ch');
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts.networkError));
  },
};

/** Messages clear by themselves after `messageTimeoutMs` (3000 by default; short here). */
export const MessageClearsAfterTimeout: Story = {
  args: { messageTimeoutMs: 400 },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.emailInvalid);
    await waitFor(() => expect(canvas.queryByText(texts.emailInvalid)).not.toBeInTheDocument());
  },
};
