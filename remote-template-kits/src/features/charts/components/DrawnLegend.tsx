// The legends of the charts this group draws itself: what each colour stands for, or how dark means how many.
import { Box, HStack, Text } from 'shared-ui';
import { CHART_GRID } from '@kits/components/charts/chart-theme';

const Swatch = ({ color, opacity = 1 }: { color: string; opacity?: number }) => (
  <Box as="span" display="inline-block" boxSize="3" borderRadius="sm" bg={color} opacity={opacity} flexShrink={0} />
);

/** A swatch and a name per colour, wrapping on narrow screens. */
export function ColorLegend({ items }: { items: ReadonlyArray<{ name: string; color: string }> }) {
  return (
    <HStack as="ul" listStyleType="none" wrap="wrap" justify="center" gap="3" mt="2" fontSize="sm">
      {items.map((item) => (
        <HStack as="li" key={item.name} gap="1.5">
          <Swatch color={item.color} />
          <Text as="span" dir="auto">
            {item.name}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}

/** "Fewer ▢▢▢▢▢ More": the cells' shades from the palest to the fullest, with the counts they stand for. */
export function ShadeLegend({
  color,
  opacities,
  least,
  most,
}: {
  color: string;
  opacities: readonly number[];
  least: string;
  most: string;
}) {
  return (
    <HStack justify="center" gap="1.5" mt="2" fontSize="sm">
      <Text as="span" dir="auto">
        {least}
      </Text>
      {opacities.map((opacity) => (
        <Box key={opacity} borderWidth="1px" borderColor={CHART_GRID} borderRadius="sm" lineHeight="0">
          <Swatch color={color} opacity={opacity} />
        </Box>
      ))}
      <Text as="span" dir="auto">
        {most}
      </Text>
    </HStack>
  );
}
