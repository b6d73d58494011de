import { buttonRecipe } from '@chakra-ui/react/theme';
import { plainButtonCss } from './plain-button-css';

test("a plain button gets the recipe's base, its size and its variant, conditions merged", () => {
  const look = plainButtonCss('xs', 'outline') as Record<string, unknown>;
  // Base
  expect(look.display).toBe('inline-flex');
  expect(look.borderRadius).toBe('l2');
  expect(look._disabled).toEqual({ layerStyle: 'disabled' });
  // Size xs
  expect(look.h).toBe('8');
  expect(look.px).toBe('2.5');
  expect(look.textStyle).toBe('xs');
  // The base's icon rule and the size's are one rule
  expect(look._icon).toEqual({ flexShrink: '0', width: '4', height: '4' });
  // Variant outline
  expect(look.color).toBe('colorPalette.fg');
  expect(look._hover).toEqual({ bg: 'colorPalette.subtle' });
});

test('another size and variant give their own values, and the recipe itself is left as it was', () => {
  const before = JSON.stringify(buttonRecipe);
  const look = plainButtonCss('sm', 'ghost') as Record<string, unknown>;
  expect(look.h).toBe('9');
  expect(look.bg).toBe('transparent');
  expect(look.borderWidth).toBe('1px');
  expect(JSON.stringify(buttonRecipe)).toBe(before);
});
