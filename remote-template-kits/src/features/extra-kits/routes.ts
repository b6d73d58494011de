import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@kits/paths';

export const extraKitsRoutes: FeatureRoutes = {
  groups: [{ id: 'extra-kits', label: 'Extra kits', icon: 'grid', color: 'cyan', order: 30 }],
  pages: [
    {
      path: paths.extraKits.upload,
      title: 'Upload',
      load: () => import('./UploadPage'),
      menu: { group: 'extra-kits', label: 'Upload', order: 1 },
    },
    {
      path: paths.extraKits.toastr,
      title: 'Toastr',
      load: () => import('./ToastrPage'),
      menu: { group: 'extra-kits', label: 'Toastr', order: 2 },
    },
    {
      path: paths.extraKits.laddaButtons,
      title: 'Ladda buttons',
      load: () => import('./LaddaButtonsPage'),
      menu: { group: 'extra-kits', label: 'Ladda buttons', order: 3 },
    },
    {
      path: paths.extraKits.loaders,
      title: 'Loaders',
      load: () => import('./LoadersPage'),
      menu: { group: 'extra-kits', label: 'Loaders', order: 4 },
    },
    {
      path: paths.extraKits.sweetAlert,
      title: 'Sweet alert',
      load: () => import('./SweetAlertPage'),
      menu: { group: 'extra-kits', label: 'Sweet alert', order: 5 },
    },
    {
      path: paths.extraKits.imageCropper,
      title: 'Image cropper',
      load: () => import('./ImageCropperPage'),
      menu: { group: 'extra-kits', label: 'Image cropper', order: 6 },
    },
    {
      path: paths.extraKits.userTour,
      title: 'User tour',
      load: () => import('./UserTourPage'),
      menu: { group: 'extra-kits', label: 'User tour', order: 7 },
    },
    {
      path: paths.extraKits.dropdown,
      title: 'Dropdown',
      load: () => import('./DropdownPage'),
      menu: { group: 'extra-kits', label: 'Dropdown', order: 8 },
    },
  ],
};
