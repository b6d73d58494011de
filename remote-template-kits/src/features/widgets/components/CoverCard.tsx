import { Box, Card, Link, RouterLink, Text } from 'shared-ui';
import { paths } from '@kits/paths';

/** A card with a cover picture over its text (drawn with a gradient; nothing is fetched). */
export function CoverCard() {
  return (
    <Card.Root role="region" aria-label="Q3 launch retrospective" size="sm" overflow="hidden">
      <Box
        role="img"
        aria-label="Cover: the launch team's board"
        h="28"
        bgGradient="to-br"
        gradientFrom="teal.700"
        gradientTo="blue.900"
        color="white"
        display="flex"
        alignItems="flex-end"
        p="3"
      >
        <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
          Retrospective
        </Text>
      </Box>
      <Card.Body gap="2">
        <Text fontWeight="semibold">Q3 launch retrospective</Text>
        <Text textStyle="sm" color="fg.muted">
          What went well, what slowed us down, and the five changes we are making for Q4.
        </Text>
      </Card.Body>
      <Card.Footer>
        <Link asChild color="teal.fg" textStyle="sm" fontWeight="medium">
          <RouterLink to={paths.widgets.statistics}>See the figures</RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
