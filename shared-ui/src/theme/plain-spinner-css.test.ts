import { spinnerRecipe } from '@chakra-ui/react/theme';
import { plainSpinnerCss } from './plain-spinner-css';

test("a plain spinner is the recipe's, at the text's size with a border an eighth of it, as a loading Button's", () => {
  const before = JSON.stringify(spinnerRecipe);
  const look = plainSpinnerCss() as Record<string, unknown>;
  expect(look.animation).toBe('spin');
  expect(look.borderRadius).toBe('full');
  expect(look.borderBottomColor).toBe('var(--spinner-track-color)');
  expect(look['--spinner-size']).toBe('1em');
  expect(look.borderWidth).toBe('0.125em');
  expect(JSON.stringify(spinnerRecipe)).toBe(before);
});
