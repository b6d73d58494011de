import {
  Avatar,
  Badge,
  Box,
  CircleCheckIcon,
  HStack,
  Icon,
  PageLayout,
  SimpleGrid,
  Stack,
  StarIcon,
  Text,
  TriangleAlertIcon,
  type LucideIcon,
} from 'shared-ui';
import { BadgeCheckIcon, BellOffIcon } from 'shared-ui/kits';
import { KitSection } from '@kits/components/KitSection';
import { NotificationCounter } from './components/NotificationCounter';
import { RemovableTags } from './components/RemovableTags';

const VARIANTS = ['solid', 'subtle', 'outline', 'surface'] as const;
// Palettes whose solid look keeps white text readable (4.5:1); teal, green and orange fall short of it.
const PALETTES = ['gray', 'brand', 'blue', 'purple', 'pink', 'red', 'yellow'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg'] as const;

const ICON_BADGES: ReadonlyArray<{ label: string; icon: LucideIcon; palette: string }> = [
  { label: 'Verified', icon: BadgeCheckIcon, palette: 'blue' },
  { label: 'Completed', icon: CircleCheckIcon, palette: 'green' },
  { label: 'Featured', icon: StarIcon, palette: 'yellow' },
  { label: 'At risk', icon: TriangleAlertIcon, palette: 'orange' },
  { label: 'Muted', icon: BellOffIcon, palette: 'gray' },
];

const TEAM = [
  { name: 'Amara Okafor', count: 4 },
  { name: 'Lucas Moreau', count: 12 },
  { name: 'Mei Tanaka', count: 0 },
];

const capitalised = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;

/** `/uikits/badges`: Chakra's badge looks in every palette, sizes, icons, counts and removable tags. */
export default function BadgesPage() {
  return (
    <PageLayout
      title="Badges"
      description="Small labels for a status, a category or a count, beside the thing they describe."
    >
      <Stack gap="6">
        <KitSection
          title="Variants and colours"
          description="Four looks, each in the theme's colour palettes; solid ones keep white text readable."
        >
          <Stack gap="4">
            {VARIANTS.map((variant) => (
              <Stack key={variant} gap="2">
                <Text textStyle="sm" fontWeight="medium">
                  {capitalised(variant)}
                </Text>
                <HStack gap="2" wrap="wrap">
                  {PALETTES.map((palette) => (
                    <Badge key={palette} variant={variant} colorPalette={palette}>
                      {capitalised(palette)}
                    </Badge>
                  ))}
                </HStack>
              </Stack>
            ))}
          </Stack>
        </KitSection>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <KitSection title="Sizes" description="Match the badge to the text beside it.">
            <HStack gap="3" wrap="wrap" align="center">
              {SIZES.map((size) => (
                <Badge key={size} size={size} colorPalette="purple">
                  Size {size}
                </Badge>
              ))}
            </HStack>
          </KitSection>
          <KitSection title="With icons" description="An icon makes the meaning clear at a glance; the word stays.">
            <HStack gap="2" wrap="wrap">
              {ICON_BADGES.map(({ label, icon: BadgeIcon, palette }) => (
                <Badge key={label} colorPalette={palette} variant="subtle" size="md">
                  <Icon boxSize="3.5" aria-hidden>
                    <BadgeIcon />
                  </Icon>
                  {label}
                </Badge>
              ))}
            </HStack>
          </KitSection>
          <KitSection
            title="Notification count"
            description="A count pinned to the corner of a button. Add a few, then open the bell to read them."
          >
            <NotificationCounter />
          </KitSection>
          <KitSection title="On avatars" description="Unread messages per person; nobody at zero gets a badge.">
            <HStack as="ul" gap="6" wrap="wrap" listStyleType="none">
              {TEAM.map((person) => (
                <HStack as="li" key={person.name} gap="3">
                  <Box position="relative">
                    <Avatar.Root size="md" colorPalette="teal">
                      <Avatar.Fallback name={person.name} />
                    </Avatar.Root>
                    {person.count > 0 && (
                      <Badge
                        variant="solid"
                        colorPalette="red"
                        borderRadius="full"
                        size="xs"
                        position="absolute"
                        top="-1"
                        insetEnd="-1"
                        aria-hidden
                      >
                        {person.count}
                      </Badge>
                    )}
                  </Box>
                  <Stack gap="0">
                    <Text textStyle="sm" fontWeight="medium">
                      {person.name}
                    </Text>
                    <Text textStyle="xs" color="fg.muted">
                      {person.count === 0 ? 'No unread messages' : `${person.count} unread messages`}
                    </Text>
                  </Stack>
                </HStack>
              ))}
            </HStack>
          </KitSection>
        </SimpleGrid>
        <KitSection
          title="Removable tags"
          description="Each tag has its own remove button: Tab reaches it, Enter or Space removes the tag."
        >
          <RemovableTags />
        </KitSection>
      </Stack>
    </PageLayout>
  );
}
