import { HStack, PageLayout, SimpleGrid, Stack, Text } from 'shared-ui';
import { ProgressCircle } from 'shared-ui/kits';
import { KitSection } from '@kits/components/KitSection';
import { LabelledProgress } from './components/LabelledProgress';
import { UploadProgress } from './components/UploadProgress';

const SIZES = ['xs', 'sm', 'md', 'lg'] as const;

/** `/uikits/progressbar`: determinate, indeterminate, striped and animated bars, sizes and rings. */
export default function ProgressbarPage() {
  return (
    <PageLayout
      title="Progress bars"
      description="How far along a task is, or that work is under way when nobody knows how long it takes."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <KitSection title="Live" description="Start the upload: the bar is striped and moving while it runs.">
          <UploadProgress />
        </KitSection>
        <KitSection title="Determinate" description="A known share of the work, written as a percentage.">
          <Stack gap="4">
            <LabelledProgress label="Sprint 14" value={72} />
            <LabelledProgress label="Storage used" value={92} colorPalette="orange" />
            <LabelledProgress label="Onboarding" value={35} colorPalette="blue" variant="subtle" />
          </Stack>
        </KitSection>
        <KitSection title="Indeterminate" description="Work under way whose length is unknown.">
          <Stack gap="4">
            <LabelledProgress label="Syncing your calendar" value={null} colorPalette="purple" />
            <LabelledProgress label="Preparing the export" value={null} colorPalette="teal" size="xs" />
          </Stack>
        </KitSection>
        <KitSection title="Striped and animated" description="Stripes mark a bar still moving.">
          <Stack gap="4">
            <LabelledProgress label="Striped" value={45} colorPalette="green" striped />
            <LabelledProgress label="Striped, animated" value={60} colorPalette="pink" striped animated />
          </Stack>
        </KitSection>
        <KitSection title="Sizes">
          <Stack gap="4">
            {SIZES.map((size) => (
              <LabelledProgress key={size} label={`Size ${size}`} value={40 + SIZES.indexOf(size) * 15} size={size} />
            ))}
          </Stack>
        </KitSection>
        <KitSection title="Rings" description="For tight spaces such as a card corner.">
          <HStack gap="6" wrap="wrap">
            {[
              { label: 'Tasks done', value: 75, palette: 'teal' },
              { label: 'Budget spent', value: 40, palette: 'orange' },
            ].map((ring) => (
              <HStack key={ring.label} gap="3">
                <ProgressCircle.Root value={ring.value} colorPalette={ring.palette} size="lg" aria-label={ring.label}>
                  <ProgressCircle.Circle>
                    <ProgressCircle.Track />
                    <ProgressCircle.Range />
                  </ProgressCircle.Circle>
                </ProgressCircle.Root>
                <Stack gap="0">
                  <Text fontWeight="semibold">{ring.value}%</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {ring.label}
                  </Text>
                </Stack>
              </HStack>
            ))}
            <HStack gap="3">
              <ProgressCircle.Root value={null} colorPalette="purple" size="lg" aria-label="Loading">
                <ProgressCircle.Circle>
                  <ProgressCircle.Track />
                  <ProgressCircle.Range />
                </ProgressCircle.Circle>
              </ProgressCircle.Root>
              <Text textStyle="sm" color="fg.muted">
                Indeterminate
              </Text>
            </HStack>
          </HStack>
        </KitSection>
      </SimpleGrid>
    </PageLayout>
  );
}
