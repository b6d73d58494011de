// Chakra's Button look as a plain style object, for a style sheet on a container whose many buttons are plain
// <button> elements (a list's "Show more" and "Add task" in every group): each Chakra Button would resolve and
// hash its recipe on its own as the list renders.
import type { SystemStyleObject } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';

type ButtonSize = 'xs' | 'sm' | 'md';
type ButtonVariant = 'ghost' | 'outline';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `over`'s values on top of `base`'s, nested conditions (`_hover`, `_icon`) merged rather than replaced. */
function mergeStyles(base: SystemStyleObject, over: SystemStyleObject | undefined): SystemStyleObject {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over ?? {})) {
    const current = merged[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(value)
        ? mergeStyles(current as SystemStyleObject, value as SystemStyleObject)
        : value;
  }
  return merged as SystemStyleObject;
}

/** The styles Chakra's Button of this size and variant gets from its recipe. */
export function plainButtonCss(size: ButtonSize, variant: ButtonVariant): SystemStyleObject {
  const { base, variants } = buttonRecipe;
  return mergeStyles(
    mergeStyles(base ?? {}, variants?.size?.[size] as SystemStyleObject | undefined),
    variants?.variant?.[variant] as SystemStyleObject | undefined,
  );
}
