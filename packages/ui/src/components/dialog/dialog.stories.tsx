import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  MessageDialog,
  PromptDialog,
  type DialogContentProps,
} from './dialog.js';

/** The kit's own texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).dialog;
}

type ExampleProps = DialogContentProps & {
  defaultOpen?: boolean;
  withDescription?: boolean;
  body?: ReactNode;
};

/** The diets page's upsell modal: title, description, body and two footer actions. */
function UpsellDialog({ defaultOpen = false, withDescription = true, body, ...contentProps }: ExampleProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>See more products</Button>
      </DialogTrigger>
      <DialogContent {...contentProps}>
        <DialogHeader>
          <DialogTitle>Create your free profile</DialogTitle>
          {withDescription ? (
            <DialogDescription>
              It takes two minutes and unlocks every product that suits you.
            </DialogDescription>
          ) : null}
        </DialogHeader>
        <DialogBody>
          {body ?? (
            <ul className="diet:list-disc diet:[&>:not(:last-child)]:mb-1 diet:pl-5">
              <li>Instant yes/no feedback on every product</li>
              <li>Recommendations that fit your diets</li>
              <li>Favourites and a history of what you viewed</li>
            </ul>
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button>Sign up for free</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  tags: ['autodocs'],
  args: {
    size: 'md',
    fullScreenOnMobile: false,
    showCloseButton: true,
    onEscapeKeyDown: fn(),
    onPointerDownOutside: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    // Open modals take over the page: give every story its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
  render: (args) => <UpsellDialog defaultOpen {...args} />,
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, medium size, with title, description, body and footer actions. */
export const Default: Story = {};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <UpsellDialog
      defaultOpen
      {...args}
      body={
        <p>
          Your profile compares every product&apos;s ingredients and nutrition data with your restrictions and
          shows a green or red verdict. Favourites, history and recommendations come with it, free of charge.
        </p>
      }
    />
  ),
};

export const WithoutDescription: Story = {
  render: (args) => <UpsellDialog defaultOpen withDescription={false} {...args} />,
};

export const WithoutCloseButton: Story = { args: { showCloseButton: false } };

/** Below 768 px the panel fills the screen. */
export const FullScreenOnMobile: Story = {
  tags: ['mobile-only'],
  args: { fullScreenOnMobile: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A body taller than the screen scrolls on its own and becomes focusable for keyboard scrolling. */
export const LongContent: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <UpsellDialog
      defaultOpen
      {...args}
      body={Array.from({ length: 12 }, (_, i) => (
        <p key={i} className="diet:mb-3">
          Section {i + 1}. Your profile compares product ingredients and nutrition data with the restrictions
          in your profile and gives traffic-light feedback.
        </p>
      ))}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};

/** Closed: only the trigger shows. */
export const Closed: Story = {
  render: (args) => <UpsellDialog {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'See more products' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

function ControlledExample(props: DialogContentProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="diet:flex diet:flex-col diet:items-start diet:gap-3">
      <Button onClick={() => setOpen(true)}>Open the newsletter form</Button>
      <p>The dialog is {open ? 'open' : 'closed'}.</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="sm" {...props}>
          <DialogHeader>
            <DialogTitle>Be the first to know</DialogTitle>
            <DialogDescription>We will e-mail you when this diet is added.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Controlled with `open` / `onOpenChange` and no `DialogTrigger`: focus still goes back to the opener. */
export const Controlled: Story = {
  render: (args) => <ControlledExample {...args} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open the newsletter form' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Be the first to know' });
    await expect(canvas.getByText('The dialog is open.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('The dialog is closed.')).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

async function openUpsell(canvas: ReturnType<typeof within>) {
  const trigger = canvas.getByRole('button', { name: 'See more products' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Create your free profile' });
  // Radix starts listening for outside clicks one tick after opening.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { trigger, dialog };
}

export const ClosesOnEscape: Story = {
  render: (args) => <UpsellDialog {...args} />,
  play: async ({ canvas, args }) => {
    await openUpsell(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onEscapeKeyDown).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnBackdropClick: Story = {
  render: (args) => <UpsellDialog {...args} />,
  play: async ({ canvas, args }) => {
    await openUpsell(canvas);
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onPointerDownOutside).toHaveBeenCalled();
  },
};

export const ClosesWithCloseButton: Story = {
  render: (args) => <UpsellDialog {...args} />,
  play: async ({ canvas, globals }) => {
    const { dialog } = await openUpsell(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: kit(globals).close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LocksPageScroll: Story = {
  render: (args) => <UpsellDialog {...args} />,
  play: async ({ canvas }) => {
    const body = document.body;
    await expect(body).not.toHaveAttribute('data-scroll-locked');
    const overflowBefore = getComputedStyle(body).overflow;
    const { dialog } = await openUpsell(canvas);
    await waitFor(() => expect(body).toHaveAttribute('data-scroll-locked'));
    await expect(getComputedStyle(body).overflow).toBe('hidden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(body).not.toHaveAttribute('data-scroll-locked'));
    await expect(getComputedStyle(body).overflow).toBe(overflowBefore);
  },
};

export const ReturnsFocusToTrigger: Story = {
  render: (args) => <UpsellDialog {...args} />,
  play: async ({ canvas }) => {
    const { trigger, dialog } = await openUpsell(canvas);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const TrapsFocus: Story = {
  render: (args) => <UpsellDialog {...args} />,
  play: async ({ canvas }) => {
    const { dialog } = await openUpsell(canvas);
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

/** The focus colour in a computed `box-shadow`: the ring is drawn with it. */
function showsRing(element: Element) {
  const focus = getComputedStyle(document.documentElement).getPropertyValue('--diet-focus').trim();
  const probe = document.createElement('span');
  probe.style.color = focus;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return getComputedStyle(element).boxShadow.includes(rgb);
}

/**
 * Opened with a click: the first control has focus (Enter acts on it) but shows no ring; the first
 * key press brings the ring back, so keyboard users always see where they are.
 */
export const NoFocusRingAfterClick: Story = {
  render: (args) => <UpsellDialog {...args} />,
  play: async ({ canvas }) => {
    const { dialog } = await openUpsell(canvas);
    const first = within(dialog).getByRole('button', { name: 'Not now' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(showsRing(first)).toBe(false);
    await userEvent.tab();
    const next = within(dialog).getByRole('button', { name: 'Sign up for free' });
    await expect(next).toHaveFocus();
    await expect(showsRing(next)).toBe(true);
  },
};

/** Opened from the keyboard: the first control shows its focus ring at once. */
export const FocusRingAfterKeyboard: Story = {
  render: (args) => <UpsellDialog {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'See more products' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Create your free profile' });
    const first = within(dialog).getByRole('button', { name: 'Not now' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(showsRing(first)).toBe(true);
  },
};

const sizes = ['sm', 'md', 'lg'] as const;

/** A frame that confines a fixed-position dialog (its transform makes it the containing block). */
function Frame({ label, children }: { label: string; children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <figure className="diet:flex diet:flex-col diet:gap-1">
      <figcaption className="diet:text-sm diet:font-medium diet:text-muted-fg">{label}</figcaption>
      <div
        ref={setContainer}
        className="diet:relative diet:h-80 diet:overflow-hidden diet:rounded-md diet:border diet:border-border diet:bg-canvas diet:[transform:translateZ(0)]"
      >
        <div aria-hidden="true" className="diet:absolute diet:inset-0 diet:bg-fg/60" />
        {container ? children(container) : null}
      </div>
    </figure>
  );
}

function StaticDialog({
  container,
  withDescription = true,
  ...props
}: DialogContentProps & { container: HTMLElement; withDescription?: boolean }) {
  return (
    <Dialog open modal={false}>
      <DialogContent container={container} onOpenAutoFocus={(event) => event.preventDefault()} {...props}>
        <DialogHeader>
          <DialogTitle>Create your free profile</DialogTitle>
          {withDescription ? <DialogDescription>It takes two minutes.</DialogDescription> : null}
        </DialogHeader>
        <DialogBody>Instant yes/no feedback on every product.</DialogBody>
        <DialogFooter>
          <Button variant="outline">Not now</Button>
          <Button>Sign up for free</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Every size, with and without description and close button, on one canvas. */
export const Matrix: Story = {
  parameters: { controls: { disable: true }, docs: { story: { iframeHeight: 1800 } } },
  render: () => (
    <div className="diet:grid diet:gap-6">
      {sizes.map((size) => (
        <Frame key={size} label={`size ${size}`}>
          {(container) => <StaticDialog container={container} size={size} />}
        </Frame>
      ))}
      <Frame label="no description, no close button">
        {(container) => (
          <StaticDialog container={container} withDescription={false} showCloseButton={false} />
        )}
      </Frame>
    </div>
  ),
};

const onOk = fn();
const onMessageOpenChange = fn();

/** `MessageDialog`, in place of `window.alert`. */
export const Message: Story = {
  render: () => (
    <MessageDialog
      defaultOpen
      title="Registration"
      message="✅ Account confirmed successfully!"
      onOk={onOk}
      onOpenChange={onMessageOpenChange}
    />
  ),
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Registration' });
    await expect(dialog).toHaveAccessibleDescription('✅ Account confirmed successfully!');
    await expect(within(dialog).getByRole('button', { name: kit(globals).ok })).toBeVisible();
  },
};

function MessageExample() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setMessage('Information updated successfully!')}>Save information</Button>
      <MessageDialog
        open={message !== null}
        onOpenChange={(open) => {
          if (!open) setMessage(null);
          onMessageOpenChange(open);
        }}
        title="Personal information"
        message={message}
        onOk={onOk}
      />
    </>
  );
}

export const MessageClosesWithOk: Story = {
  render: () => <MessageExample />,
  play: async ({ canvas, globals }) => {
    onOk.mockClear();
    onMessageOpenChange.mockClear();
    const opener = canvas.getByRole('button', { name: 'Save information' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Personal information' });
    const ok = within(dialog).getByRole('button', { name: kit(globals).ok });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onOk).toHaveBeenCalledTimes(1);
    await expect(onMessageOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

const onSubmit = fn();
const onCancel = fn();

function CodePrompt({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <PromptDialog
      defaultOpen={defaultOpen}
      trigger={<Button>Create profile</Button>}
      title="Confirm your email"
      message="We sent a 6-digit code to your email address."
      label="Confirmation code"
      inputProps={{
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        pattern: '[0-9]{6}',
        maxLength: 6,
        required: true,
      }}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}

/** `PromptDialog`, in place of `window.prompt`: the 6-digit code prompt of the registration. */
export const Prompt: Story = {
  render: () => <CodePrompt defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your email' });
    const input = within(dialog).getByRole('textbox', { name: 'Confirmation code' });
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const PromptSubmitsValue: Story = {
  render: () => <CodePrompt />,
  play: async ({ canvas, globals }) => {
    onSubmit.mockClear();
    onCancel.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Create profile' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your email' });
    const input = within(dialog).getByRole('textbox', { name: 'Confirmation code' });
    // An incomplete code is held back by the field's own validation.
    await userEvent.type(input, '123');
    await userEvent.click(within(dialog).getByRole('button', { name: kit(globals).ok }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '456{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(onSubmit).toHaveBeenCalledWith('123456');
    await expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const PromptCancels: Story = {
  render: () => <CodePrompt />,
  play: async ({ canvas, globals }) => {
    onSubmit.mockClear();
    onCancel.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Create profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your email' });
    await userEvent.click(within(dialog).getByRole('button', { name: kit(globals).cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onCancel).toHaveBeenCalledTimes(1);
    // Escape is a cancel too.
    await userEvent.click(canvas.getByRole('button', { name: 'Create profile' }));
    await screen.findByRole('dialog', { name: 'Confirm your email' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onCancel).toHaveBeenCalledTimes(2);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};
