// This remote's URLs, in one place: its prefixes (the host's remotes.json lists the same as `basePaths`) and
// every page path that routes, links and navigation use.

export const PREFIXES = [
  '/dashboard',
  '/uikits',
  '/extra-kits',
  '/icons',
  '/pages',
  '/forms',
  '/charts',
  '/data-table',
  '/widgets',
] as const;

export const paths = {
  dashboards: {
    overview: '/dashboard/v1',
    delivery: '/dashboard/v2',
  },
  uikits: {
    alerts: '/uikits/alerts',
    accordions: '/uikits/accordions',
    badges: '/uikits/badges',
    buttons: '/uikits/buttons',
    tabs: '/uikits/tabs',
    cards: '/uikits/cards',
    cardsMetrics: '/uikits/cards-metrics',
    carousel: '/uikits/carousel',
    collapsibles: '/uikits/collapsibles',
    lists: '/uikits/lists',
    paginations: '/uikits/paginations',
    popover: '/uikits/popover',
    progressbar: '/uikits/progressbar',
    tables: '/uikits/tables',
    tooltip: '/uikits/tooltip',
    modals: '/uikits/modals',
    sliders: '/uikits/sliders',
    rating: '/uikits/rating',
  },
  extraKits: {
    upload: '/extra-kits/upload',
    toastr: '/extra-kits/toastr',
    laddaButtons: '/extra-kits/ladda-buttons',
    loaders: '/extra-kits/loaders',
    sweetAlert: '/extra-kits/sweet-alert',
    imageCropper: '/extra-kits/image-cropper',
    userTour: '/extra-kits/user-tour',
    dropdown: '/extra-kits/dropdown',
  },
  icons: '/icons',
  pages: {
    pricingTable: '/pages/pricing-table',
    searchResults: '/pages/search-results',
    userProfile: '/pages/user-profile',
    faq: '/pages/faq',
    blankPage: '/pages/blank-page',
  },
  forms: {
    basic: '/forms/basic',
    actionBar: '/forms/action-bar',
    layouts: '/forms/layouts',
    multiColumn: '/forms/multi-column-forms',
    inputGroup: '/forms/input-group',
    validation: '/forms/form-validation',
    wizard: '/forms/forms-wizard',
    editor: '/forms/form-editor',
    tagInput: '/forms/tag-input',
  },
  charts: {
    echart: '/charts/echart',
    recharts: '/charts/recharts',
    victory: '/charts/victory-chart',
    reactVis: '/charts/react-vis',
    apex: {
      area: '/charts/apex-chart/area',
      bar: '/charts/apex-chart/bar',
      bubble: '/charts/apex-chart/bubble',
      mix: '/charts/apex-chart/mix',
      doughnut: '/charts/apex-chart/doughnut',
      radialBar: '/charts/apex-chart/radial-bar',
      scatter: '/charts/apex-chart/scatter',
      sparkLine: '/charts/apex-chart/spark-line',
      radar: '/charts/apex-chart/radar',
      column: '/charts/apex-chart/column',
      line: '/charts/apex-chart/line',
    },
  },
  dataTables: {
    basic: '/data-table/basic',
    defaultSorted: '/data-table/default-sorted',
    search: '/data-table/search',
    cellEditor: '/data-table/cell-editor',
    multiColumnOrdering: '/data-table/multi-column-ordering',
  },
  widgets: {
    card: '/widgets/card',
    statistics: '/widgets/statistics',
    list: '/widgets/list',
    app: '/widgets/app',
    weatherApp: '/widgets/weather-app',
  },
} as const;

/** Where a task opens: remote-projects' task list of every space, with the task's drawer open (its `?task=`). */
export function taskHref(name: string): string {
  return `/projects/all?task=${encodeURIComponent(name)}`;
}
