import { useState } from 'react';
import { PageLayout, SimpleGrid, Stack } from 'shared-ui';
import { KitSection } from '@kits/components/KitSection';
import { LabelledSlider } from './components/LabelledSlider';
import { VerticalSliders } from './components/VerticalSliders';

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/** `/uikits/sliders`: single, range, stepped with marks, and vertical sliders, each showing its value. */
export default function SlidersPage() {
  const [volume, setVolume] = useState([60]);
  const [price, setPrice] = useState([40, 160]);
  const [size, setSize] = useState([2]);
  const [progress, setProgress] = useState([25]);
  return (
    <PageLayout
      title="Sliders"
      description="Pick a value or a range by dragging, clicking the track or with the arrow keys (Page Up and Page Down move further)."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <KitSection title="Single value" description="One thumb; the value is written beside the label.">
          <LabelledSlider label="Volume" value={volume} onChange={setVolume} format={([v]) => `${v ?? 0}%`} />
        </KitSection>
        <KitSection title="Range" description="Two thumbs that cannot cross: a minimum and a maximum.">
          <LabelledSlider
            label="Budget"
            value={price}
            onChange={setPrice}
            min={0}
            max={250}
            step={5}
            colorPalette="blue"
            thumbLabels={['Minimum budget', 'Maximum budget']}
            format={([low, high]) => `${euros.format(low ?? 0)} – ${euros.format(high ?? 0)}`}
          />
        </KitSection>
        <KitSection title="With marks" description="Snaps to labelled steps.">
          <Stack gap="8" pb="4">
            <LabelledSlider
              label="T-shirt size"
              value={size}
              onChange={setSize}
              min={0}
              max={4}
              step={1}
              colorPalette="orange"
              format={([v]) => SIZES[v ?? 0] ?? ''}
              marks={SIZES.map((label, value) => ({ value, label }))}
            />
            <LabelledSlider
              label="Sprint progress"
              value={progress}
              onChange={setProgress}
              step={25}
              colorPalette="green"
              format={([v]) => `${v ?? 0}% done`}
              marks={[0, 25, 50, 75, 100]}
            />
          </Stack>
        </KitSection>
        <KitSection title="Vertical" description="Filled from the middle: below zero cuts, above boosts.">
          <VerticalSliders />
        </KitSection>
      </SimpleGrid>
    </PageLayout>
  );
}
