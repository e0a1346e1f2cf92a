'use client';

import { Slider as SliderPrimitive } from 'radix-ui';
import { useId, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';

/** A labelled point of a Slider. */
export type SliderStop = {
  value: number;
  label: string;
};

/** Diameter of the thumb in px; the label columns are aligned with its centre. */
const THUMB_SIZE = 24;

export type SliderProps = Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  | 'value'
  | 'defaultValue'
  | 'onValueChange'
  | 'onValueCommit'
  | 'children'
  | 'asChild'
  | 'orientation'
  | 'inverted'
  | 'minStepsBetweenThumbs'
> & {
  /**
   * The labelled points, in ascending order, one per `step` from `min` to `max`. Their labels are shown
   * under the track and the current one is announced as `aria-valuetext`.
   */
  stops: readonly SliderStop[];
  /** Lowest value (default: the first stop). */
  min?: number;
  /** Highest value (default: the last stop). */
  max?: number;
  /** Distance between values; an arrow key moves one step (default 1). */
  step?: number;
  /** The current value (controlled). */
  value?: number;
  /** The initial value (uncontrolled; default: `min`). */
  defaultValue?: number;
  /** Called with the new value while it changes. */
  onValueChange?: (value: number) => void;
  /** Called with the final value when a drag or key press ends. */
  onValueCommit?: (value: number) => void;
  /** A visible label above the slider; it names the slider. */
  label?: ReactNode;
  /** Hides the label visually; screen readers still read it. */
  labelHidden?: boolean;
  /** Names the slider when there is no `label` (or use `aria-labelledby`). */
  'aria-label'?: string;
  /** Id of an element that names the slider, e.g. the quiz step's question. */
  'aria-labelledby'?: string;
};

function stopFor(stops: readonly SliderStop[], value: number): SliderStop | undefined {
  let best: SliderStop | undefined;
  for (const stop of stops) {
    if (best === undefined || Math.abs(stop.value - value) < Math.abs(best.value - value)) best = stop;
  }
  return best;
}

/**
 * A slider (Radix) over labelled stops. Where the slider is at least 36rem wide every stop's label sits
 * under its point; narrower (mobile) only the two ends and the current stop are shown, so long
 * (German) labels never overlap.
 */
export function Slider({
  stops,
  min: minProp,
  max: maxProp,
  step = 1,
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  label,
  labelHidden = false,
  className,
  id,
  disabled,
  name,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SliderProps) {
  const autoId = useId();
  const sliderId = id ?? `slider${autoId}`;
  const labelId = `${sliderId}-label`;
  const min = minProp ?? stops[0]?.value ?? 0;
  const max = maxProp ?? stops[stops.length - 1]?.value ?? 100;
  const [valueState, setValueState] = useState(defaultValue ?? min);
  const value = valueProp ?? valueState;
  const current = stopFor(stops, value);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const span = max - min || 1;
  const percentOf = (v: number) => ((v - min) / span) * 100;
  // The per-stop label row needs one column per stop, centred under each point.
  const evenlySpaced =
    stops.length > 1 &&
    stops.every((stop, index) => Math.abs(percentOf(stop.value) - (index / (stops.length - 1)) * 100) < 0.01);
  const labelledBy = label !== undefined ? labelId : ariaLabelledBy;
  const insetStyle = {
    // Half a label column minus half the thumb: the thumb's centre then sits under each column's centre.
    '--slider-inset': `max(0px, calc(100% / ${2 * Math.max(stops.length, 1)} - ${THUMB_SIZE / 2}px))`,
  } as CSSProperties;

  return (
    <div data-slot="slider" className={cn('diet:@container diet:w-full diet:min-w-0', className)}>
      {label !== undefined ? (
        <div
          id={labelId}
          className={cn(
            'diet:mb-3 diet:text-base diet:font-medium diet:text-fg',
            labelHidden && 'diet:sr-only',
          )}
        >
          {label}
        </div>
      ) : null}
      <div style={insetStyle} className={cn(evenlySpaced && 'diet:@min-[36rem]:px-(--slider-inset)')}>
        <SliderPrimitive.Root
          id={sliderId}
          min={min}
          max={max}
          step={step}
          value={[value]}
          disabled={disabled}
          name={name}
          onValueChange={(values) => {
            const next = values[0] ?? min;
            setValueState(next);
            onValueChange?.(next);
          }}
          onValueCommit={(values) => onValueCommit?.(values[0] ?? min)}
          data-slot="slider-root"
          className={cn(
            'diet:relative diet:flex diet:h-8 diet:w-full diet:touch-none diet:items-center diet:select-none',
            'diet:data-disabled:cursor-not-allowed diet:data-disabled:opacity-50',
          )}
          {...props}
        >
          <SliderPrimitive.Track className="diet:relative diet:h-2 diet:grow diet:overflow-hidden diet:rounded-full diet:bg-muted">
            <SliderPrimitive.Range className="diet:absolute diet:h-full diet:bg-primary" />
          </SliderPrimitive.Track>
          {stops.map((stop) => (
            <span
              key={stop.value}
              aria-hidden="true"
              className={cn(
                'diet:pointer-events-none diet:absolute diet:size-1.5 diet:-translate-x-1/2 diet:rounded-full',
                stop.value <= value ? 'diet:bg-on-primary' : 'diet:bg-border-strong',
              )}
              style={{
                left: `calc(${THUMB_SIZE / 2}px + ${percentOf(stop.value) / 100} * (100% - ${THUMB_SIZE}px))`,
              }}
            />
          ))}
          <SliderPrimitive.Thumb
            aria-label={labelledBy ? undefined : ariaLabel}
            aria-labelledby={labelledBy}
            aria-describedby={ariaDescribedBy}
            aria-valuetext={current?.label}
            data-slot="slider-thumb"
            className={cn(
              'diet:block diet:size-6 diet:cursor-grab diet:rounded-full diet:border-2 diet:border-primary diet:bg-surface diet:shadow-card',
              'diet:transition-shadow diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
              'diet:active:cursor-grabbing diet:data-disabled:cursor-not-allowed',
            )}
          />
        </SliderPrimitive.Root>
      </div>

      {/* Wide: every stop's label in its own column. The current one is emphasised. */}
      {evenlySpaced ? (
        <ol
          aria-hidden="true"
          className="diet:mt-2 diet:hidden diet:@min-[36rem]:grid"
          style={{ gridTemplateColumns: `repeat(${stops.length}, minmax(0, 1fr))` }}
        >
          {stops.map((stop) => (
            <li
              key={stop.value}
              data-slot="slider-stop-label"
              data-current={stop === current ? '' : undefined}
              className={cn(
                'diet:px-1 diet:text-center diet:text-xs diet:leading-tight diet:break-words diet:hyphens-auto',
                stop === current ? 'diet:font-semibold diet:text-primary' : 'diet:text-muted-fg',
              )}
            >
              {stop.label}
            </li>
          ))}
        </ol>
      ) : null}

      {/* Narrow (and uneven stops): the two ends and the current stop in three columns that cannot overlap. */}
      <div
        aria-hidden="true"
        className={cn(
          'diet:mt-2 diet:grid diet:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)] diet:items-start diet:gap-2',
          evenlySpaced && 'diet:@min-[36rem]:hidden',
        )}
      >
        {first ? (
          <span
            data-slot="slider-stop-label"
            data-current={first === current ? '' : undefined}
            className={cn(
              'diet:text-left diet:text-xs diet:leading-tight diet:break-words diet:hyphens-auto',
              first === current ? 'diet:font-semibold diet:text-primary' : 'diet:text-muted-fg',
            )}
          >
            {first.label}
          </span>
        ) : (
          <span />
        )}
        {current && current !== first && current !== last ? (
          <span
            data-slot="slider-stop-label"
            data-current=""
            className="diet:text-center diet:text-sm diet:leading-tight diet:font-semibold diet:break-words diet:hyphens-auto diet:text-primary"
          >
            {current.label}
          </span>
        ) : (
          <span />
        )}
        {last && last !== first ? (
          <span
            data-slot="slider-stop-label"
            data-current={last === current ? '' : undefined}
            className={cn(
              'diet:text-right diet:text-xs diet:leading-tight diet:break-words diet:hyphens-auto',
              last === current ? 'diet:font-semibold diet:text-primary' : 'diet:text-muted-fg',
            )}
          >
            {last.label}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The shop scale's values: 0 (only in store) to 6 (only online). */
export const SHOP_SCALE_VALUES = [0, 1, 2, 3, 4, 5, 6] as const;

/** The shop scale's stops with the kit's translated labels (ui namespace, `shopScale.0` … `shopScale.6`). */
export function useShopScaleStops(): SliderStop[] {
  const { t } = useUiTranslation();
  return SHOP_SCALE_VALUES.map((value) => ({ value, label: t(`shopScale.${value}`) }));
}

export type ShopScaleSliderProps = Omit<SliderProps, 'stops' | 'min' | 'max' | 'step'>;

/**
 * The quiz's "where do you shop" slider: 7 stops from "Only in store" (0) to "Only online" (6), starting
 * at "Both equally" (3). Without a label it is named by the kit's "Where do you do your shopping?".
 */
export function ShopScaleSlider({
  defaultValue,
  value,
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: ShopScaleSliderProps) {
  const { t } = useUiTranslation();
  const stops = useShopScaleStops();
  const named = label !== undefined || ariaLabel !== undefined || ariaLabelledBy !== undefined;
  return (
    <Slider
      stops={stops}
      min={0}
      max={6}
      step={1}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? 3) : undefined}
      label={label}
      aria-label={named ? ariaLabel : t('shopScale.label')}
      aria-labelledby={ariaLabelledBy}
      {...props}
    />
  );
}
