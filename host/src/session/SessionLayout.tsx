import { Box, Center, Text, Outlet } from 'shared-ui';

export function SessionLayout() {
  return (
    <Center minH="100vh" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.950" p="4">
      <Box as="main" bg="bg" rounded="xl" shadow="lg" p={{ base: '6', md: '10' }} w="full" maxW="md">
        <Text textStyle="2xl" fontWeight="bold" mb="6" color="brand.fg">
          Tessera
        </Text>
        <Outlet />
      </Box>
    </Center>
  );
}
