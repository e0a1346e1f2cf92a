import {
  ArrowLeft,
  ArrowRight,
  Barcode,
  Bell,
  Calendar,
  Camera,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleExclamationPoint,
  CircleQuestionMark,
  CircleUser,
  CircleX,
  Compass,
  Copy,
  Ellipsis,
  Eye,
  EyeOff,
  FaceNeutral,
  FaceSlightlyFrowning,
  FaceSlightlySmiling,
  Filter,
  Globe,
  Heart,
  House,
  Info,
  Link,
  List,
  ListPlus,
  Lock,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Minus,
  Plus,
  QrCode,
  ScanBarcode,
  Search,
  Settings,
  Share2,
  ShoppingCart,
  Star,
  Store,
  Trash,
  TriangleExclamationPoint,
  User,
  X,
  type LucideProps,
} from 'lucide-react';
import type { ComponentType } from 'react';

import { HeartFilled } from './heart-filled.js';
import { IconGlyph } from './icon-glyph.js';

/**
 * The kit's icon set: lucide icons under stable product names, so screens say what they mean
 * (`close`, `scan`) and a later swap of a glyph happens here only. Drawing by name loads the whole
 * set, so the kit's components on public pages that always draw the same glyph import that glyph
 * alone and draw it with `IconGlyph` (their tests check it is the glyph of its name here).
 */
export const icons = {
  search: Search,
  scan: ScanBarcode,
  barcode: Barcode,
  heart: Heart,
  'heart-filled': HeartFilled,
  user: User,
  'user-circle': CircleUser,
  settings: Settings,
  share: Share2,
  'log-out': LogOut,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-down': ChevronDown,
  'chevron-up': ChevronUp,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  close: X,
  menu: Menu,
  /** More actions (a menu of an item's actions): the same on every item, row or card. */
  more: Ellipsis,
  globe: Globe,
  check: Check,
  'check-circle': CircleCheck,
  eye: Eye,
  'eye-off': EyeOff,
  info: Info,
  alert: TriangleExclamationPoint,
  'alert-circle': CircleExclamationPoint,
  error: CircleX,
  home: House,
  compass: Compass,
  list: List,
  'list-plus': ListPlus,
  help: CircleQuestionMark,
  calendar: Calendar,
  copy: Copy,
  link: Link,
  'qr-code': QrCode,
  mail: Mail,
  lock: Lock,
  camera: Camera,
  plus: Plus,
  minus: Minus,
  trash: Trash,
  filter: Filter,
  bell: Bell,
  star: Star,
  store: Store,
  'map-pin': MapPin,
  'shopping-cart': ShoppingCart,
  'mood-good': FaceSlightlySmiling,
  'mood-neutral': FaceNeutral,
  'mood-bad': FaceSlightlyFrowning,
} satisfies Record<string, ComponentType<LucideProps>>;

/** A stable icon name of the kit, e.g. `'search'`, `'heart-filled'`, `'log-out'`. */
export type IconName = keyof typeof icons;

/** Every icon name, in gallery order. */
export const iconNames = Object.keys(icons) as IconName[];

export type IconProps = Omit<LucideProps, 'ref'> & {
  /** Which icon of the kit's set to draw. */
  name: IconName;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right whenever
   * text next to it or the surrounding button's label already says what it means.
   */
  label?: string;
  /** Width and height in px (default 24), or size it with a `size-*` class. */
  size?: number | string;
};

/** One icon of the kit's set, decorative unless it gets a `label`. */
export function Icon({ name, ...props }: IconProps) {
  return <IconGlyph glyph={icons[name]} name={name} {...props} />;
}
