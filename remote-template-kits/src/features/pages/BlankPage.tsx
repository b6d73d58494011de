import { Center, PageLayout, Text } from 'shared-ui';

/** `/pages/blank-page`: the app's frame around an empty canvas, the page a new screen starts from. */
export default function BlankPage() {
  return (
    <PageLayout title="Blank page" description="The frame every page of Tessera shares, with nothing in it yet.">
      <Center
        as="section"
        aria-label="Page content"
        minH="60vh"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="border.emphasized"
        borderRadius="l3"
        p="6"
      >
        <Text color="fg.muted" textAlign="center">
          This page is left blank on purpose.
        </Text>
      </Center>
    </PageLayout>
  );
}
