import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { uiResources } from '../../i18n/index.js';
import { kitTexts, storyLanguage } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { MoodIcon } from '../mood-icon/index.js';
import { HowItWorks, type HowItWorksStep } from './how-it-works';
import { MockQuestionnaire } from './mock-questionnaire';
import { PhoneFrame } from './phone-frame';

/** Stand-ins for the app screenshots of steps 2 to 4, drawn inline (no remote images). */
function MockScreen({ label, rows }: { label: string; rows: { name: string; verdict: 'green' | 'red' }[] }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="diet:flex diet:h-full diet:flex-col diet:gap-3 diet:bg-canvas diet:px-4 diet:pt-8 diet:pb-4"
    >
      <div aria-hidden="true" className="diet:contents">
        <div className="diet:h-9 diet:rounded-full diet:border diet:border-border diet:bg-surface" />
        {rows.map((row) => (
          <div
            key={row.name}
            className="diet:flex diet:items-center diet:gap-3 diet:rounded-md diet:bg-surface diet:p-3 diet:shadow-card"
          >
            <MoodIcon verdict={row.verdict} size="sm" decorative />
            <span className="diet:text-sm diet:text-fg">{row.name}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

const steps: HowItWorksStep[] = [
  {
    title: 'Answer a short quiz',
    description: 'Tell us about your diets and intolerances in under a minute.',
    preview: <MockQuestionnaire />,
  },
  {
    title: 'Search or scan a product',
    description: 'Type a product name or scan its barcode while you shop.',
    preview: (
      <MockScreen
        label="Screenshot: search results"
        rows={[
          { name: 'Oat drink', verdict: 'green' },
          { name: 'Whole milk', verdict: 'red' },
        ]}
      />
    ),
  },
  {
    title: 'Get a clear yes or no',
    description: 'Green means it suits your diets, red means it does not.',
    preview: (
      <MockScreen label="Screenshot: product verdict" rows={[{ name: 'Rice crackers', verdict: 'green' }]} />
    ),
  },
  {
    title: 'Discover suitable products',
    description: 'Receive recommendations that match your profile.',
    preview: (
      <MockScreen
        label="Screenshot: recommendations"
        rows={[
          { name: 'Lactose-free yoghurt', verdict: 'green' },
          { name: 'Gluten-free pasta', verdict: 'green' },
          { name: 'Corn tortillas', verdict: 'green' },
        ]}
      />
    ),
  },
];

const meta = {
  title: 'Public site/HowItWorks',
  component: HowItWorks,
  tags: ['autodocs'],
  args: {
    title: 'How it works',
    subtitle: 'Four simple steps from sign-up to a shopping basket that suits you.',
    steps,
    // Still in static stories (deterministic screenshots); the behaviour stories set their own.
    autoAdvanceMs: 0,
    onActiveIndexChange: fn(),
  },
} satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ThirdStepSelected: Story = { args: { defaultActiveIndex: 2 } };

/** Below 768 px the steps form an accordion, the selected one open with its phone. */
export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/**
 * Every part of a quiz drawing (the progress bar, each option, the next button) has a size and lies
 * inside its phone's screen, with no option text cut off.
 */
async function expectMockFitsItsPhone(mock: HTMLElement) {
  const screenBox = mock.closest<HTMLElement>('[data-slot="phone-frame-screen"]')!.getBoundingClientRect();
  const progress = mock.querySelector<HTMLElement>('[data-slot="mock-questionnaire-progress"]')!;
  const next = mock.querySelector<HTMLElement>('[data-slot="mock-questionnaire-next"]')!;
  const options = within(mock).getAllByRole('listitem', { hidden: true });
  for (const part of [progress, ...options, next]) {
    const box = part.getBoundingClientRect();
    await expect(box.height, `${part.textContent || 'progress bar'} has a height`).toBeGreaterThan(4);
    await expect(box.top).toBeGreaterThanOrEqual(screenBox.top - 0.5);
    await expect(box.bottom, `${part.textContent || 'progress bar'} is inside the phone`).toBeLessThanOrEqual(
      screenBox.bottom + 0.5,
    );
    await expect(box.left).toBeGreaterThanOrEqual(screenBox.left - 0.5);
    await expect(box.right).toBeLessThanOrEqual(screenBox.right + 0.5);
  }
  for (const option of options) {
    const text = option.lastElementChild as HTMLElement;
    await expect(text.scrollWidth, `${text.textContent} is not cut off`).toBeLessThanOrEqual(
      text.clientWidth,
    );
  }
}

/** At 375 px the small phone shows the whole quiz drawing: progress bar, all options, next button. */
export const MobilePreviewFitsThePhone: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, globals }) => {
    const texts = kitTexts(globals).howItWorks.mock;
    await expectMockFitsItsPhone(canvas.getByRole('img', { name: texts.label }));
  },
};

/** German has the longest question and option labels; the drawing still fits the small phone. */
export const MobilePreviewFitsInGerman: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' }, locale: 'de' },
  args: {
    title: 'So funktioniert es',
    subtitle: 'Vier einfache Schritte von der Anmeldung zu einem Einkaufskorb, der zu Ihnen passt.',
    steps: [
      {
        title: 'Kurzen Fragebogen beantworten',
        description: 'Nennen Sie Ihre Ernährungsweisen und Unverträglichkeiten in unter einer Minute.',
        preview: <MockQuestionnaire />,
      },
      {
        title: 'Produkt suchen oder scannen',
        description: 'Geben Sie einen Produktnamen ein oder scannen Sie den Strichcode beim Einkaufen.',
        preview: steps[1]?.preview,
      },
      {
        title: 'Ein klares Ja oder Nein erhalten',
        description: 'Grün heisst, es passt zu Ihrer Ernährung, Rot heisst, es passt nicht.',
        preview: steps[2]?.preview,
      },
      {
        title: 'Passende Produkte entdecken',
        description: 'Erhalten Sie Empfehlungen, die zu Ihrem Profil passen.',
        preview: steps[3]?.preview,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expectMockFitsItsPhone(canvas.getByRole('img', { name: uiResources.de.ui.howItWorks.mock.label }));
  },
};

/** The two buttons and the footer text that follow the steps on the home page. */
export const WithActions: Story = {
  args: {
    children: (
      <>
        <div className="diet:flex diet:flex-wrap diet:justify-center diet:gap-3">
          <Button asChild>
            <a href="#/login">Start now</a>
          </Button>
          <Button asChild variant="outline">
            <a href="#/diets">Learn about diets</a>
          </Button>
        </div>
        <p className="diet:text-sm diet:text-muted-fg">Free to use. No credit card needed.</p>
      </>
    ),
  },
};

/** With auto-advance on, a button pauses and resumes it. */
export const WithPauseButton: Story = { args: { autoAdvanceMs: 60_000 } };

function selectedTab(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('tab', { selected: true });
}

/** Clicking a step title selects it and shows its phone preview. */
export const TitleClickSelects: Story = {
  tags: ['desktop-only'],
  // The steps are tabs from the breakpoint up (an accordion on a phone).
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Answer a short quiz' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Get a clear yes or no' }));
    await expect(canvas.getByRole('tab', { name: 'Get a clear yes or no' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Answer a short quiz' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(canvas.getByRole('img', { name: 'Screenshot: product verdict' })).toBeVisible();
    await expect(args.onActiveIndexChange).toHaveBeenCalledWith(2);
  },
};

/** On mobile a click on a step title opens it and closes the others (one open at a time). */
export const MobileTitleClickOpens: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: 'Answer a short quiz' });
    const second = canvas.getByRole('button', { name: 'Search or scan a product' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('img', { name: 'Screenshot: search results' })).toBeVisible();
    await expect(args.onActiveIndexChange).toHaveBeenCalledWith(1);
  },
};

/**
 * On mobile a step change never moves the page: the open panel keeps one height (the longest
 * description's), so the accordion is as tall with any step open and what follows stays put.
 */
export const MobileStepChangeKeepsHeight: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const accordion = canvasElement.querySelector<HTMLElement>('[data-slot="how-it-works-accordion"]')!;
    const height = accordion.getBoundingClientRect().height;
    for (const name of ['Get a clear yes or no', 'Discover suitable products', 'Answer a short quiz']) {
      const trigger = canvas.getByRole('button', { name });
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(accordion.getBoundingClientRect().height, `height with "${name}" open`).toBe(height);
    }
  },
};

/** The selection moves on by itself and goes from the last step back to the first. */
export const AutoAdvancesAndWraps: Story = {
  tags: ['desktop-only', 'full-motion'],
  // The steps are tabs from the breakpoint up (an accordion on a phone).
  globals: { viewport: { value: 'desktop' } },
  args: { autoAdvanceMs: 300, defaultActiveIndex: 2 },
  play: async ({ canvasElement, args, globals }) => {
    await expect(selectedTab(canvasElement)).toHaveAccessibleName('Get a clear yes or no');
    await waitFor(() =>
      expect(selectedTab(canvasElement)).toHaveAccessibleName('Discover suitable products'),
    );
    await waitFor(() => expect(selectedTab(canvasElement)).toHaveAccessibleName('Answer a short quiz'));
    await waitFor(() => expect(selectedTab(canvasElement)).toHaveAccessibleName('Search or scan a product'));
    await expect(args.onActiveIndexChange).toHaveBeenNthCalledWith(1, 3);
    await expect(args.onActiveIndexChange).toHaveBeenNthCalledWith(2, 0);
    await endPausedOnFirstStep(canvasElement, globals);
  },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pause and start labels of the rotation button. */
function rotationLabels(globals: Record<string, unknown>) {
  return {
    en: ['Pause automatic rotation', 'Start automatic rotation'],
    fr: ['Mettre en pause la rotation automatique', 'Démarrer la rotation automatique'],
    de: ['Automatischen Wechsel pausieren', 'Automatischen Wechsel starten'],
  }[storyLanguage(globals)];
}

/** Ends a rotating story still, for the screenshot: paused, on the first step. */
async function endPausedOnFirstStep(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: rotationLabels(globals)[0] }));
  await userEvent.click(canvas.getByRole('tab', { name: 'Answer a short quiz' }));
  await expect(selectedTab(canvasElement)).toHaveAccessibleName('Answer a short quiz');
}

/** A click starts the wait again: the step stays a full interval after the click. */
export const ManualSelectionRestartsTimer: Story = {
  tags: ['desktop-only', 'full-motion'],
  // The steps are tabs from the breakpoint up (an accordion on a phone).
  globals: { viewport: { value: 'desktop' } },
  args: { autoAdvanceMs: 1000 },
  play: async ({ canvas, canvasElement, globals }) => {
    await wait(700);
    await userEvent.click(canvas.getByRole('tab', { name: 'Get a clear yes or no' }));
    // 1400 ms after mount: without the restart the step would have moved on at 1000 ms.
    await wait(700);
    await expect(selectedTab(canvasElement)).toHaveAccessibleName('Get a clear yes or no');
    // Choosing the selected step again restarts the wait too.
    await userEvent.click(canvas.getByRole('tab', { name: 'Get a clear yes or no' }));
    await wait(700);
    await expect(selectedTab(canvasElement)).toHaveAccessibleName('Get a clear yes or no');
    await waitFor(
      () => expect(selectedTab(canvasElement)).toHaveAccessibleName('Discover suitable products'),
      {
        timeout: 1500,
      },
    );
    await endPausedOnFirstStep(canvasElement, globals);
  },
};

/** The pause button stops the rotation; play resumes it. */
export const PauseStopsAutoAdvance: Story = {
  tags: ['desktop-only', 'full-motion'],
  // The steps are tabs from the breakpoint up (an accordion on a phone).
  globals: { viewport: { value: 'desktop' } },
  args: { autoAdvanceMs: 300 },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = rotationLabels(globals);
    await userEvent.click(canvas.getByRole('button', { name: labels[0] }));
    await wait(600);
    await expect(selectedTab(canvasElement)).toHaveAccessibleName('Answer a short quiz');
    await userEvent.click(canvas.getByRole('button', { name: labels[1] }));
    await waitFor(() => expect(selectedTab(canvasElement)).toHaveAccessibleName('Search or scan a product'));
    await endPausedOnFirstStep(canvasElement, globals);
  },
};

/** With `scrollActivation`, a step is selected when its marker scrolls into the middle of the viewport. */
export const ScrollSelectsStep: Story = {
  tags: ['desktop-only'],
  // The steps are tabs from the breakpoint up (an accordion on a phone).
  globals: { viewport: { value: 'desktop' } },
  args: { scrollActivation: true },
  play: async ({ canvas, args }) => {
    const last = canvas.getByRole('tab', { name: 'Discover suitable products' });
    last.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(last).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onActiveIndexChange).toHaveBeenLastCalledWith(3);
    canvas.getByRole('tab', { name: 'Answer a short quiz' }).scrollIntoView({ block: 'center' });
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Answer a short quiz' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  },
};

/**
 * The phone frame in its three sizes, with the mock questionnaire and a screen: each size draws the
 * same screen, scaled, so the whole questionnaire fits every size.
 */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  play: async ({ canvas }) => {
    for (const size of ['sm', 'md', 'lg']) {
      await expectMockFitsItsPhone(canvas.getByRole('img', { name: `Quiz preview, ${size}` }));
    }
  },
  render: () => (
    <div className="diet:flex diet:flex-wrap diet:items-end diet:gap-8">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <PhoneFrame key={size} size={size}>
          <MockQuestionnaire label={`Quiz preview, ${size}`} />
        </PhoneFrame>
      ))}
      <PhoneFrame size="md">{steps[3]?.preview}</PhoneFrame>
    </div>
  ),
};
