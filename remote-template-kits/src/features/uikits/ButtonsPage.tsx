import {
  Button,
  ButtonGroup,
  HStack,
  Icon,
  IconButton,
  PageLayout,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  SettingsIcon,
  SimpleGrid,
  Stack,
  Trash2Icon,
  BRAND,
} from 'shared-ui';
import { ArrowLeftIcon, ArrowRightIcon, DownloadIcon, MailIcon } from 'shared-ui/kits';
import { FollowToggle } from './components/FollowToggle';
import { KitSection } from '@kits/components/KitSection';
import { MirroredIcon } from './components/MirroredIcon';
import { RangePicker } from './components/RangePicker';
import { PressedNote } from './components/PressedNote';
import { SaveButton } from './components/SaveButton';
import { useLastPressed } from './hooks/use-last-pressed';

const VARIANTS = ['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain'] as const;
// Palettes whose solid look keeps white text readable (4.5:1); teal, green and orange fall short of it.
const PALETTES = ['gray', 'brand', 'blue', 'purple', 'pink', 'red', 'yellow'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

const capitalised = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;

/** Icon-only buttons: each says what it does through aria-label, and clicking one reports it. */
function IconOnlyButtons() {
  const { lastPressed, pressed } = useLastPressed();
  const actions = [
    { label: 'Edit', icon: <PencilIcon />, variant: 'outline' },
    { label: 'Search', icon: <SearchIcon />, variant: 'subtle' },
    { label: 'Settings', icon: <SettingsIcon />, variant: 'ghost' },
    { label: 'Delete', icon: <Trash2Icon />, variant: 'solid', palette: 'red' },
  ] as const;
  return (
    <Stack gap="0">
      <HStack gap="2" wrap="wrap">
        {actions.map((action) => (
          <IconButton
            key={action.label}
            aria-label={action.label}
            variant={action.variant}
            colorPalette={'palette' in action ? action.palette : 'gray'}
            onClick={pressed(action.label)}
          >
            {action.icon}
          </IconButton>
        ))}
        <IconButton aria-label="Add" borderRadius="full" onClick={pressed('Add')}>
          <PlusIcon />
        </IconButton>
      </HStack>
      <PressedNote lastPressed={lastPressed} />
    </Stack>
  );
}

/** `/uikits/buttons`: every look, size and colour of Chakra's button, and the states a form needs. */
export default function ButtonsPage() {
  const variants = useLastPressed();
  const colours = useLastPressed();
  const sizes = useLastPressed();
  const withIcons = useLastPressed();
  const group = useLastPressed();
  const fullWidth = useLastPressed();
  return (
    <PageLayout
      title="Buttons"
      description="Actions the reader can take: one main action per view, quieter looks for the rest."
    >
      <Stack gap="6">
        <KitSection title="Variants" description="From the strongest (solid) to the quietest (plain).">
          <HStack gap="3" wrap="wrap">
            {VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} colorPalette={BRAND} onClick={variants.pressed(variant)}>
                {capitalised(variant)}
              </Button>
            ))}
          </HStack>
          <PressedNote lastPressed={variants.lastPressed} />
        </KitSection>
        <KitSection title="Colours" description="The theme's palettes, in the solid and the subtle look.">
          <Stack gap="3">
            {(['solid', 'subtle'] as const).map((variant) => (
              <HStack key={variant} gap="2" wrap="wrap">
                {PALETTES.map((palette) => (
                  <Button
                    key={palette}
                    size="sm"
                    variant={variant}
                    colorPalette={palette}
                    onClick={colours.pressed(`${palette}, ${variant}`)}
                  >
                    {capitalised(palette)}
                  </Button>
                ))}
              </HStack>
            ))}
          </Stack>
          <PressedNote lastPressed={colours.lastPressed} />
        </KitSection>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <KitSection title="Sizes" description="Smaller ones for toolbars and tables, larger ones for landing pages.">
            <HStack gap="3" wrap="wrap" align="center">
              {SIZES.map((size) => (
                <Button key={size} size={size} variant="outline" onClick={sizes.pressed(`size ${size}`)}>
                  Size {size}
                </Button>
              ))}
            </HStack>
            <PressedNote lastPressed={sizes.lastPressed} />
          </KitSection>
          <KitSection title="With icons" description="An icon before or after the label; arrows turn round in RTL.">
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="blue" onClick={withIcons.pressed('Email')}>
                <Icon boxSize="4" aria-hidden>
                  <MailIcon />
                </Icon>
                Email
              </Button>
              <Button variant="outline" onClick={withIcons.pressed('Back')}>
                <MirroredIcon icon={ArrowLeftIcon} />
                Back
              </Button>
              <Button variant="outline" onClick={withIcons.pressed('Next')}>
                Next
                <MirroredIcon icon={ArrowRightIcon} />
              </Button>
              <Button variant="subtle" colorPalette="green" onClick={withIcons.pressed('Download')}>
                Download
                <Icon boxSize="4" aria-hidden>
                  <DownloadIcon />
                </Icon>
              </Button>
            </HStack>
            <PressedNote lastPressed={withIcons.lastPressed} />
          </KitSection>
          <KitSection title="Icon only" description="No visible word, so each has an accessible name.">
            <IconOnlyButtons />
          </KitSection>
          <KitSection title="Disabled" description="Shown but not usable; it cannot be focused or pressed.">
            <HStack gap="3" wrap="wrap">
              <Button disabled>Solid</Button>
              <Button disabled variant="outline">
                Outline
              </Button>
              <Button disabled variant="ghost">
                Ghost
              </Button>
            </HStack>
          </KitSection>
          <KitSection title="Loading" description="Press Save: a spinner and “Saving…” while it works, then a toast.">
            <SaveButton />
          </KitSection>
          <KitSection title="Toggle" description="A button that stays on or off; screen readers hear it as pressed.">
            <FollowToggle />
          </KitSection>
          <KitSection title="Attached group" description="Related choices joined into one control.">
            <RangePicker />
          </KitSection>
          <KitSection title="Button group" description="Spaced buttons that belong together, such as a dialog's.">
            <ButtonGroup size="sm" variant="outline" gap="2" flexWrap="wrap">
              <Button onClick={group.pressed('Cancel')}>Cancel</Button>
              <Button variant="solid" onClick={group.pressed('Create')}>
                Create
              </Button>
            </ButtonGroup>
            <PressedNote lastPressed={group.lastPressed} />
          </KitSection>
        </SimpleGrid>
        <KitSection title="Full width" description="Fills its container, as on a phone form.">
          <Stack gap="2">
            <Button width="full" onClick={fullWidth.pressed('Continue')}>
              Continue
            </Button>
            <Button width="full" variant="outline" onClick={fullWidth.pressed('Sign in another way')}>
              Sign in another way
            </Button>
          </Stack>
          <PressedNote lastPressed={fullWidth.lastPressed} />
        </KitSection>
      </Stack>
    </PageLayout>
  );
}
