// The public surface of shared-ui: import only from 'shared-ui', never from its files.
export * from './chakra';
export * from './router';
export {
  useSearchParamsUpdate,
  type SearchParamsChange,
  type UpdateSearchParams,
} from './routing/use-search-params-update';
export { UiProvider } from './UiProvider';
export { system, colorVar, BRAND } from './theme/system';
export { taskPalette, taskChartColor, taskPaletteRules } from './theme/task-palettes';
export { plainButtonCss } from './theme/plain-button-css';
export { plainSpinnerCss } from './theme/plain-spinner-css';
export { SIDEBAR_THEME_PAINT, SIDEBAR_THEME_SWATCH } from './theme/sidebar-themes';

export { PageLayout } from './blocks/PageLayout';
export { usePageTrail, usePagePlace, type TrailStep, type PagePlace } from './page-trail/page-place';
export { LoadingState, EmptyState, ErrorState } from './blocks/DataStates';
export { InlineAlert } from './blocks/InlineAlert';
export { WriteFeedback } from './blocks/WriteFeedback';
export { useWriteFeedback, type WriteFeedbackTarget } from './blocks/use-write-feedback';
export { ConfirmDialog } from './blocks/ConfirmDialog';
export { ModalFrame } from './blocks/ModalFrame';
export { useOverlayMount } from './overlays/use-overlay-mount';
export { STICKY_ANCHOR_POSITIONING } from './overlays/sticky-anchor-positioning';
export { PrintArea } from './blocks/PrintArea';
export { OptionSelect } from './blocks/OptionSelect';
export { SearchField, type SearchFieldProps } from './blocks/SearchField';
export { toaster, AppToaster, renderToast } from './blocks/toaster';
export { TaskStatusBadge, TaskPriorityBadge, BoardStatusBadge, ShownStatusBadge } from './blocks/TaskBadges';
export {
  PlainTaskStatusBadge,
  PlainTaskPriorityBadge,
  PlainBoardStatusBadge,
  PLAIN_TASK_BADGES_CSS,
} from './blocks/PlainTaskBadges';
export { PlainAvatars, PLAIN_AVATARS_CSS, initialsOf } from './blocks/PlainAvatars';
export { AvatarGroup, type AvatarPerson } from './blocks/AvatarGroup';
export { onDemand, type OnDemandComponent } from './on-demand/on-demand';
export { useAfterFirstPaint } from './on-demand/use-after-first-paint';
export { keepsLastScreen, LAST_SCREEN_ATTRIBUTE } from './last-screen';

export { FieldFrame, type FieldFrameProps, type FieldOrientation } from './forms/FieldFrame';
// Formik and its fields are 'shared-ui/forms' (forms.ts), loaded only by the pages that show a form.
export type { SelectOption } from './forms/formik-fields';

export {
  NO_VALUE,
  formatCount,
  formatAmount,
  formatCurrency,
  formatPercent,
  formatHours,
  plural,
} from './format/numbers';
export {
  parseFrappeDate,
  formatDate,
  formatDateTime,
  toIsoDate,
  addDays,
  daysBetween,
  formatRelativeDay,
  formatRelativeTime,
} from './format/dates';
export { setSiteTimeZone, getSiteTimeZone, isKnownTimeZone } from './format/site-time-zone';
export { htmlToPlainText } from './format/plain-text';
export { foldForSearch } from './format/fold-for-search';

export * from './icons';
export { MENU_ICONS, MenuGroupIcon, isMenuIconName, type MenuIconName } from './icons/menu-icons';

export * from './route-contract';
export * from './layout-settings';
