import type { ReactNode } from 'react';
import { Card, Heading, PageLayout, SimpleGrid, Stack, Text } from 'shared-ui';
import { LaddaDemo } from './components/LaddaDemo';
import { loadDirectoryJob, repeatedFetchJob, timedJob } from './model/ladda-jobs';

// Module-level jobs: one function each, so the buttons' hooks keep the same job between renders.
const checkFourTimes = repeatedFetchJob(4);
const threeSecondJob = timedJob(3000);

function DemoCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Text color="fg.muted">{text}</Text>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** `/extra-kits/ladda-buttons`: buttons that show their job running, then say how it went. */
export default function LaddaButtonsPage() {
  return (
    <PageLayout
      title="Ladda buttons"
      description="Buttons that show a spinner or a progress bar while their job runs, and keep the focus."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <DemoCard
          title="Spinner styles"
          text="Each button loads the people directory from the server; it ignores presses until the answer comes."
        >
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <LaddaDemo
              id="expand-right"
              label="Expand right"
              loadingText="Loading"
              look="expand-right"
              job={loadDirectoryJob}
            />
            <LaddaDemo
              id="expand-left"
              label="Expand left"
              loadingText="Loading"
              look="expand-left"
              variant="outline"
              job={loadDirectoryJob}
            />
            <LaddaDemo
              id="zoom-in"
              label="Zoom in"
              loadingText="Loading"
              look="zoom-in"
              variant="subtle"
              job={loadDirectoryJob}
            />
            <LaddaDemo
              id="slide-up"
              label="Slide up"
              loadingText="Loading"
              look="slide-up"
              variant="surface"
              job={loadDirectoryJob}
            />
          </SimpleGrid>
        </DemoCard>
        <DemoCard
          title="With progress"
          text="The bar follows the job: requests answered out of four, or the share of three seconds gone by."
        >
          <LaddaDemo
            id="requests"
            label="Check the directory 4 times"
            loadingText="Checking"
            look="expand-right"
            job={checkFourTimes}
            progressAt="inside"
          />
          <LaddaDemo
            id="timed"
            label="Run a 3-second job"
            loadingText="Running"
            look="slide-up"
            job={threeSecondJob}
            progressAt="below"
          />
        </DemoCard>
      </SimpleGrid>
    </PageLayout>
  );
}
