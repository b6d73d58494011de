import { useLayoutSettings, Flex, Text } from 'shared-ui';

/** The optional page footer of every layout (`footer.show` in the layout settings). */
export function Footer() {
  const { footer } = useLayoutSettings();
  if (!footer.show) return null;
  return (
    <Flex
      as="footer"
      justify="space-between"
      align="center"
      wrap="wrap"
      gap="2"
      px={{ base: '4', md: '8' }}
      py="3"
      borderTopWidth="1px"
      color="fg.muted"
      textStyle="sm"
    >
      <Text>© {new Date().getFullYear()} Tessera</Text>
      <Text>Project and task management</Text>
    </Flex>
  );
}
