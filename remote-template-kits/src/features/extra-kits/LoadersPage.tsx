import { useEffect, useState, type ReactNode } from 'react';
import {
  Avatar,
  Box,
  Button,
  Card,
  Circle,
  Heading,
  HStack,
  PageLayout,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from 'shared-ui';

const SPINNER_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const SPINNER_PALETTES = ['brand', 'green', 'orange', 'purple'] as const;
/** How long the demo card "loads" when reloaded. */
const FAKE_LOAD_MS = 1200;

function DemoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Three dots that rise in turn; still when the person asks for reduced motion. */
function LoadingDots() {
  return (
    <HStack gap="1.5" role="img" aria-label="Three bouncing dots">
      {[0, 1, 2].map((index) => (
        <Circle
          key={index}
          size="2.5"
          bg="colorPalette.solid"
          colorPalette="cyan"
          animation="bounce 1s infinite"
          animationDelay={`${index * 0.15}s`}
          _motionReduce={{ animation: 'none' }}
        />
      ))}
    </HStack>
  );
}

function ProfileCardContent({ loading }: { loading: boolean }) {
  return (
    <Stack gap="4" aria-busy={loading} data-testid="skeleton-card">
      <HStack gap="3">
        <Skeleton loading={loading} borderRadius="full">
          <Avatar.Root size="lg">
            <Avatar.Fallback name="Priya Shah" />
          </Avatar.Root>
        </Skeleton>
        <Stack gap="1" flex="1">
          <Skeleton loading={loading} height="5" width="40">
            <Text fontWeight="semibold">Priya Shah</Text>
          </Skeleton>
          <Skeleton loading={loading} height="4" width="28">
            <Text textStyle="sm" color="fg.muted">
              Product designer
            </Text>
          </Skeleton>
        </Stack>
      </HStack>
      <Skeleton loading={loading} height="16">
        <Text textStyle="sm">Leads the design of the customer portal and keeps the component library tidy.</Text>
      </Skeleton>
    </Stack>
  );
}

/** `/extra-kits/loaders`: spinners, skeletons and dots, for the moments before content arrives. */
export default function LoadersPage() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), FAKE_LOAD_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <PageLayout title="Loaders" description="Spinners, skeletons and dots: what to show while something loads.">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <DemoCard title="Spinners">
          <HStack gap="4" wrap="wrap" align="center">
            {SPINNER_SIZES.map((size) => (
              <Spinner key={size} size={size} color="brand.solid" />
            ))}
          </HStack>
          <HStack gap="4" wrap="wrap">
            {SPINNER_PALETTES.map((palette) => (
              <Spinner key={palette} size="lg" colorPalette={palette} color="colorPalette.solid" borderWidth="3px" />
            ))}
          </HStack>
          <Button variant="outline" loading loadingText="Saving" alignSelf="start">
            Save
          </Button>
          <VisuallyHidden>These spinners are examples and never stop.</VisuallyHidden>
        </DemoCard>
        <DemoCard title="Skeletons">
          <ProfileCardContent loading={loading} />
          <Button alignSelf="start" variant="outline" disabled={loading} onClick={() => setLoading(true)}>
            {loading ? 'Loading…' : 'Reload the card'}
          </Button>
        </DemoCard>
        <DemoCard title="Dots">
          <LoadingDots />
          <Box textStyle="sm" color="fg.muted">
            Bounces in turn; holds still when your system asks for reduced motion.
          </Box>
        </DemoCard>
      </SimpleGrid>
    </PageLayout>
  );
}
