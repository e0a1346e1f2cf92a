'use client';

import { cva } from 'class-variance-authority';
import { Slot, Tabs as TabsPrimitive } from 'radix-ui';
import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

import { cn } from '../../lib/cn.js';

/** The look of one tab, shared by `TabsTrigger` (in-page tabs) and `TabNavLink` (route tabs). */
export const tabVariants = cva([
  'diet:inline-flex diet:shrink-0 diet:items-center diet:gap-2 diet:whitespace-nowrap diet:rounded-t-md diet:px-4 diet:py-3 diet:text-sm diet:font-semibold',
  'diet:-mb-px diet:border-b-2 diet:border-transparent diet:text-muted-fg diet:no-underline diet:transition-colors diet:outline-none',
  'diet:hover:text-fg diet:motion-reduce:transition-none',
  'diet:focus-visible:ring-4 diet:focus-visible:ring-focus diet:focus-visible:ring-inset',
  'diet:data-[state=active]:border-primary diet:data-[state=active]:text-primary',
  'diet:disabled:cursor-not-allowed diet:disabled:opacity-50 diet:aria-disabled:pointer-events-none diet:aria-disabled:opacity-50',
  "diet:[&_svg]:pointer-events-none diet:[&_svg]:shrink-0 diet:[&_svg:not([class*='size-'])]:size-4",
]);

const tabListClasses =
  'diet:flex diet:w-full diet:overflow-x-auto diet:border-b diet:border-border diet:[scrollbar-width:thin]';

/** Scrolls a horizontally scrolling list so that its selected tab is in view (mobile). */
function useSelectedInView<T extends HTMLElement>(selector: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const list = ref.current;
    const selected = list?.querySelector<HTMLElement>(selector);
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = selected.getBoundingClientRect();
    if (tabBox.left < listBox.left || tabBox.right > listBox.right) {
      list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
    }
  }, [selector]);
  return ref;
}

/** Which ends of a sideways scrolling list have more tabs beyond them. */
type ScrollEdges = { start: boolean; end: boolean };

/** Follows a list's scroll position and size: whether tabs are hidden before or after the view. */
function useScrollEdges<T extends HTMLElement>(ref: RefObject<T | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      const max = list.scrollWidth - list.clientWidth;
      const left = list.scrollLeft;
      const next = { start: max > 1 && left > 1, end: max > 1 && left < max - 1 };
      setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/** Fades the list out towards an end with more tabs beyond it (any background shows through). */
function fadeMask({ start, end }: ScrollEdges): CSSProperties | undefined {
  if (!start && !end) return undefined;
  // Clear under the chevron (its 1.25rem at the edge), then fading in over 2.5rem.
  const image = `linear-gradient(to right, ${start ? 'transparent 1.25rem, #000 3.75rem' : '#000'}, ${end ? '#000 calc(100% - 3.75rem), transparent calc(100% - 1.25rem)' : '#000'})`;
  return { maskImage: image, WebkitMaskImage: image };
}

/**
 * The chevrons that say more tabs are hidden that way (decorative: a swipe or the keyboard reaches
 * them, and the selected tab is always scrolled into view). Lucide's chevron, drawn here so the tab
 * bar does not load the icon set.
 */
function ScrollHints({ start, end }: ScrollEdges): ReactNode {
  const hint = (edge: 'start' | 'end') => (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-slot="tabs-scroll-hint"
      data-edge={edge}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn(
        'diet:pointer-events-none diet:absolute diet:top-1/2 diet:size-4 diet:-translate-y-1/2 diet:text-muted-fg',
        edge === 'start' ? 'diet:left-0' : 'diet:right-0',
      )}
    >
      <path d={edge === 'start' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
  return (
    <>
      {start ? hint('start') : null}
      {end ? hint('end') : null}
    </>
  );
}

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/**
 * In-page tabs (`value` / `defaultValue` / `onValueChange`): a tab bar over panels. Arrow keys move
 * between tabs. For tabs that are routes (the profile area), use `TabNav` instead.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('diet:flex diet:flex-col diet:gap-6', className)}
      {...props}
    />
  );
}

/**
 * The tab bar. It scrolls sideways when the tabs do not fit (mobile): the end with more tabs fades
 * out under a chevron.
 */
export function TabsList({ className, ref, style, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const listRef = useSelectedInView<HTMLDivElement>('[data-state="active"]');
  const edges = useScrollEdges(listRef);
  return (
    <div data-slot="tabs-list-frame" className="diet:relative diet:min-w-0">
      <TabsPrimitive.List
        data-slot="tabs-list"
        ref={mergeRefs(ref, listRef)}
        className={cn(tabListClasses, className)}
        style={{ ...fadeMask(edges), ...style }}
        {...props}
      />
      <ScrollHints {...edges} />
    </div>
  );
}

/** One tab; its `value` matches a `TabsContent`. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(tabVariants(), className)} {...props} />
  );
}

/** The panel shown while its tab is selected. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'diet:rounded-md diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
        className,
      )}
      {...props}
    />
  );
}

export type TabNavProps = ComponentProps<'nav'> & {
  /** Accessible name of the navigation, e.g. "Profile". */
  'aria-label': string;
};

/**
 * Route tabs: the same tab bar, made of links in a `nav` (the current one has `aria-current="page"`).
 * Each tab is a page of its own, e.g. /diets-profile, /personal-info. Children are `TabNavLink`s.
 */
export function TabNav({ className, children, ...props }: TabNavProps) {
  const listRef = useSelectedInView<HTMLUListElement>('[aria-current="page"]');
  const edges = useScrollEdges(listRef);
  return (
    <nav data-slot="tab-nav" className={cn('diet:relative diet:min-w-0', className)} {...props}>
      <ul ref={listRef} className={tabListClasses} style={fadeMask(edges)}>
        {children}
      </ul>
      <ScrollHints {...edges} />
    </nav>
  );
}

export type TabNavLinkProps = ComponentProps<'a'> & {
  /** Marks the tab of the current page (`aria-current="page"` and the selected look). */
  active?: boolean;
  /** Renders the child element (e.g. a router `Link`) with the tab's look instead of an `<a>`. */
  asChild?: boolean;
};

/** One route tab: an `<a>`, or with `asChild` the router link passed as child. */
export function TabNavLink({ className, active = false, asChild = false, ...props }: TabNavLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <li className="diet:flex diet:shrink-0">
      <Comp
        data-slot="tab-nav-link"
        data-state={active ? 'active' : 'inactive'}
        aria-current={active ? 'page' : undefined}
        className={cn(tabVariants(), className)}
        {...props}
      />
    </li>
  );
}
