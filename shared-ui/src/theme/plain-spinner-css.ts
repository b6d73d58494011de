// Chakra's Spinner look for a plain element, taken from its own recipe, as a loading Button draws it beside its
// text (Chakra's Loader: size "inherit", a border an eighth of the text's size, in the text's colour).
import type { SystemStyleObject } from '@chakra-ui/react';
import { spinnerRecipe } from '@chakra-ui/react/theme';

export function plainSpinnerCss(): SystemStyleObject {
  return {
    ...(spinnerRecipe.base as SystemStyleObject),
    ...(spinnerRecipe.variants?.size?.inherit as SystemStyleObject),
    borderWidth: '0.125em',
  };
}
