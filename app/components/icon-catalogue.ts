import {
  Armchair,
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  ArrowUpDown,
  Award,
  BadgeCheck,
  Bath,
  BedDouble,
  BedSingle,
  Building2,
  Calculator,
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  Car,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  CircleSlash,
  Clock,
  Coffee,
  Columns3,
  CookingPot,
  Copy,
  DoorOpen,
  Download,
  Droplets,
  ExternalLink,
  Eye,
  Fence,
  FileQuestion,
  Gavel,
  Globe,
  HandHeart,
  Handshake,
  Heart,
  House,
  KeyRound,
  Landmark,
  LandPlot,
  Layers,
  LayoutGrid,
  Lightbulb,
  List,
  LoaderCircle,
  type LucideIcon,
  Mail,
  Map as MapIcon,
  MapPin,
  Megaphone,
  Menu,
  MessageCircle,
  MessagesSquare,
  Minus,
  Navigation,
  Phone,
  Play,
  Printer,
  Ruler,
  Scale,
  ScrollText,
  Search,
  SearchX,
  Send,
  Share2,
  ShieldCheck,
  SlidersHorizontal,
  Sofa,
  Sun,
  Tag,
  TreePalm,
  Trees,
  TriangleAlert,
  Users,
  Warehouse,
  X,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  type SimpleIcon,
  siFacebook,
  siInstagram,
  siSnapchat,
  siTiktok,
  siWhatsapp,
  siX,
  siYoutube,
} from "simple-icons";

/**
 * The public pages' icons (all but the detail pages' own, detail-icon-sprite.ts) as one static SVG sprite,
 * app/assets/icons.svg, drawn with `<use href>` by `Icon` and `BrandIcon` (icon.tsx): as components they were
 * ~8 KB of the shell and common scripts every page loads, drawn once on the server and again on hydration.
 * This module only builds the file (`npm run assets:icons`, checked by its test); no page imports it.
 *
 * The symbols carry no paint: the `<svg>` that uses one sets fill and stroke, which the copy inherits, so a
 * class on it (`fill-current`, `fill-red-600`) fills the shape as it did on lucide's own `<svg>`.
 */
const lucideIcons = {
  armchair: Armchair,
  "arrow-down": ArrowDown,
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "arrow-up": ArrowUp,
  "arrow-up-down": ArrowUpDown,
  award: Award,
  "badge-check": BadgeCheck,
  bath: Bath,
  "bed-double": BedDouble,
  "bed-single": BedSingle,
  "building-2": Building2,
  calculator: Calculator,
  "calendar-clock": CalendarClock,
  "calendar-days": CalendarDays,
  "calendar-plus": CalendarPlus,
  car: Car,
  "chart-column": ChartColumn,
  check: Check,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-check": CircleCheck,
  "circle-slash": CircleSlash,
  clock: Clock,
  coffee: Coffee,
  "columns-3": Columns3,
  "cooking-pot": CookingPot,
  copy: Copy,
  "door-open": DoorOpen,
  download: Download,
  droplets: Droplets,
  "external-link": ExternalLink,
  eye: Eye,
  fence: Fence,
  "file-question": FileQuestion,
  gavel: Gavel,
  globe: Globe,
  "hand-heart": HandHeart,
  handshake: Handshake,
  heart: Heart,
  house: House,
  "key-round": KeyRound,
  landmark: Landmark,
  "land-plot": LandPlot,
  layers: Layers,
  "layout-grid": LayoutGrid,
  lightbulb: Lightbulb,
  list: List,
  "loader-circle": LoaderCircle,
  mail: Mail,
  map: MapIcon,
  "map-pin": MapPin,
  megaphone: Megaphone,
  menu: Menu,
  "message-circle": MessageCircle,
  "messages-square": MessagesSquare,
  minus: Minus,
  navigation: Navigation,
  phone: Phone,
  play: Play,
  printer: Printer,
  ruler: Ruler,
  scale: Scale,
  "scroll-text": ScrollText,
  search: Search,
  "search-x": SearchX,
  send: Send,
  "share-2": Share2,
  "shield-check": ShieldCheck,
  "sliders-horizontal": SlidersHorizontal,
  sofa: Sofa,
  sun: Sun,
  tag: Tag,
  "tree-palm": TreePalm,
  trees: Trees,
  "triangle-alert": TriangleAlert,
  users: Users,
  warehouse: Warehouse,
  x: X,
} satisfies Record<string, LucideIcon>;

/** simple-icons' brand marks, under `brand-` and simple-icons' own name. */
const brandIcons = {
  "brand-facebook": siFacebook,
  "brand-instagram": siInstagram,
  "brand-snapchat": siSnapchat,
  "brand-tiktok": siTiktok,
  "brand-whatsapp": siWhatsapp,
  "brand-x": siX,
  "brand-youtube": siYoutube,
} satisfies Record<`brand-${string}`, SimpleIcon>;

/** A lucide icon of the sprite, by lucide's name (kebab-case). */
export type IconName = keyof typeof lucideIcons;
/** A brand mark of the sprite. */
export type BrandName = keyof typeof brandIcons;

/** Every symbol's id, for the test. */
export const iconNames = Object.keys(lucideIcons) as IconName[];
export const brandNames = Object.keys(brandIcons) as BrandName[];

/** A lucide icon's drawing without its `<svg>` (and so without its paint attributes). */
function lucideInner(icon: LucideIcon): string {
  return renderToStaticMarkup(createElement(icon))
    .replace(/^<svg[^>]*>|<\/svg>$/g, "")
    .replace(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>");
}

/** The sprite file's text: one `<symbol id="{name}" viewBox="0 0 24 24">` per icon, in name order. */
export function iconSprite(): string {
  const inners: [string, string][] = [
    ...Object.entries(lucideIcons).map(([name, icon]): [string, string] => [name, lucideInner(icon)]),
    ...Object.entries(brandIcons).map(([name, icon]): [string, string] => [name, `<path d="${icon.path}"/>`]),
  ];
  const symbols = inners
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, inner]) => `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
