// Chakra components only the template's kit and demo pages use, re-exported as their own federation singleton
// ('shared-ui/kits'): the apps' first screens never download them (the 'shared-ui' singleton is loaded at boot;
// this one when a page that imports it opens). It is still the host's build that provides it, beside its
// 'shared-ui', so these components share that one Chakra (one context, one style cache).
// A page that needs another rarely used component adds it here, not to chakra.ts.
export {
  Accordion,
  Carousel,
  Clipboard,
  Collapsible,
  FileUpload,
  Highlight,
  HoverCard,
  List,
  Pagination,
  ProgressCircle,
  RatingGroup,
  Slider,
  Steps,
  Switch,
  Tooltip,
} from '@chakra-ui/react';

// Hooks for kit pages that drive a component from outside (a carousel paused while hovered).
export { useCarousel } from '@chakra-ui/react';

// Blocks only the kit and demo pages use.
export { SortableColumnHeader } from './blocks/SortableColumnHeader';

// Icons only the kit pages draw (one small module each); the everyday set is in ./icons.
export {
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpRightIcon,
  AtSignIcon,
  BadgeCheckIcon,
  BellOffIcon,
  BoldIcon,
  BookmarkIcon,
  BuildingIcon,
  CalendarClockIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsUpDownIcon,
  CircleAlertIcon,
  ClockIcon,
  CloudFogIcon,
  CloudIcon,
  CloudLightningIcon,
  CloudRainIcon,
  CloudSunIcon,
  DownloadIcon,
  DropletsIcon,
  EyeIcon,
  GlobeIcon,
  Heading1Icon,
  Heading2Icon,
  Heading3Icon,
  Heading4Icon,
  Heading5Icon,
  Heading6Icon,
  HeartIcon,
  InfoIcon,
  ItalicIcon,
  LinkIcon,
  ListOrderedIcon,
  LockIcon,
  MailIcon,
  PauseIcon,
  PhoneIcon,
  PrinterIcon,
  Redo2Icon,
  SaveIcon,
  SendIcon,
  SnowflakeIcon,
  ThermometerIcon,
  TrendingDownIcon,
  TrendingUpIcon,
  TriangleAlertIcon,
  UnderlineIcon,
  Undo2Icon,
  UnlinkIcon,
  WindIcon,
} from 'lucide-react';
