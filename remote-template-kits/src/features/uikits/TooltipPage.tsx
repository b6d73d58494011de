import { Button, HStack, IconButton, PageLayout, PencilIcon, SimpleGrid, Text, Trash2Icon, Wrap } from 'shared-ui';
import { DownloadIcon } from 'shared-ui/kits';
import { FormattingToolbar } from './components/FormattingToolbar';
import { HintTooltip } from './components/HintTooltip';
import { KitSection } from '@kits/components/KitSection';
import { useLogicalSide } from './hooks/use-logical-side';

/** `/uikits/tooltip`: hints on hover and focus, on four sides, on icon buttons and inside text. */
export default function TooltipPage() {
  const side = useLogicalSide();
  return (
    <PageLayout
      title="Tooltip"
      description="A short hint that appears when the pointer rests on a control or when the keyboard focuses it."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <KitSection title="Placement" description="Above, below, before or after the control it describes.">
          <Wrap gap="3">
            <HintTooltip content="Shown above" placement="top">
              <Button variant="outline" size="sm">
                Top
              </Button>
            </HintTooltip>
            <HintTooltip content="Shown below" placement="bottom">
              <Button variant="outline" size="sm">
                Bottom
              </Button>
            </HintTooltip>
            <HintTooltip content="Shown before it" placement={side.start}>
              <Button variant="outline" size="sm">
                Start
              </Button>
            </HintTooltip>
            <HintTooltip content="Shown after it" placement={side.end}>
              <Button variant="outline" size="sm">
                End
              </Button>
            </HintTooltip>
          </Wrap>
        </KitSection>
        <KitSection title="Icon buttons" description="The tooltip repeats the button's name for sighted users.">
          <HStack gap="2">
            <HintTooltip content="Edit task">
              <IconButton aria-label="Edit task" variant="outline" size="sm">
                <PencilIcon />
              </IconButton>
            </HintTooltip>
            <HintTooltip content="Download attachments">
              <IconButton aria-label="Download attachments" variant="outline" size="sm">
                <DownloadIcon />
              </IconButton>
            </HintTooltip>
            <HintTooltip content="Delete task">
              <IconButton aria-label="Delete task" variant="outline" size="sm" colorPalette="red">
                <Trash2Icon />
              </IconButton>
            </HintTooltip>
          </HStack>
        </KitSection>
        <KitSection title="In text" description="Explains a term without leaving the sentence.">
          <Text>
            Tasks past their due date are marked{' '}
            <HintTooltip content="Due before today and not finished yet">
              <Text
                as="span"
                tabIndex={0}
                textDecoration="underline dotted"
                textUnderlineOffset="3px"
                cursor="help"
                borderRadius="l1"
                focusRing="outside"
              >
                overdue
              </Text>
            </HintTooltip>{' '}
            and counted on the dashboard.
          </Text>
        </KitSection>
        <KitSection
          title="Toolbar"
          description="No arrow and no delay, for dense toolbars; each button toggles a style."
        >
          <FormattingToolbar />
        </KitSection>
      </SimpleGrid>
    </PageLayout>
  );
}
