// This remote's URLs, in one place: its prefixes (the host's remotes.json lists the same as `basePaths`) and
// every page path that routes, links and navigation use.

export const PREFIXES = ['/dashboard', '/uikits', '/extra-kits', '/icons', '/pages'] as const;

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
} as const;
