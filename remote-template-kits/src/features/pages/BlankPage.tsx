import { Card, Heading, PageLayout, Stack, Text } from 'shared-ui';
import { List } from 'shared-ui/kits';

const STEPS: Array<{ title: string; body: string; code: string }> = [
  {
    title: 'Copy this file',
    body: "Copy it into the feature folder of the menu group the page belongs to, and rename the copy after the page. Each menu group's pages sit in one folder, each page in one file.",
    code: 'remote-template-kits/src/features/pages/BlankPage.tsx',
  },
  {
    title: 'Declare its path',
    body: "Add the page's path to the remote's paths file, under its group. Links and routes read it from there, so the path is written once.",
    code: 'remote-template-kits/src/paths.ts',
  },
  {
    title: 'Add the route',
    body: "Add one entry to the feature's routes file: the path, the title, the lazy import of the page and its menu group. The host builds the router and the sidebar entry from it; a new feature's routes also join the list in src/routes.ts.",
    code: 'remote-template-kits/src/features/<group>/routes.ts',
  },
  {
    title: 'Fill the frame',
    body: 'Keep the PageLayout around the content: it gives the heading (which also names the page in the top bar’s breadcrumb), the browser tab title and the page padding. Build the content from the shared-ui components, and give loading, empty and error states to anything fetched.',
    code: "import { PageLayout } from 'shared-ui';",
  },
];

/** `/pages/blank-page`: the frame a new page starts from, with what to change to make it one. */
export default function BlankPage() {
  return (
    <PageLayout title="Blank page" description="The frame every page of Tessera starts from." contentMaxW="4xl">
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <Heading as="h2" size="md">
              Start a new page from here
            </Heading>
            <List.Root as="ol" gap="5" ps="5" aria-label="Steps">
              {STEPS.map((step) => (
                <List.Item key={step.title}>
                  <Stack gap="1.5">
                    <Text fontWeight="semibold">{step.title}</Text>
                    <Text color="fg.muted">{step.body}</Text>
                    <Text
                      as="code"
                      alignSelf="flex-start"
                      maxW="full"
                      overflowWrap="anywhere"
                      fontFamily="mono"
                      textStyle="sm"
                      bg="bg.muted"
                      px="1.5"
                      py="0.5"
                      borderRadius="sm"
                    >
                      {step.code}
                    </Text>
                  </Stack>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageLayout>
  );
}
