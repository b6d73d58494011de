import { Outlet } from 'react-router-dom';
import { Box, Center, Text } from '@chakra-ui/react';

export function SessionLayout() {
  return (
    <Center minH="100vh" bgGradient="to-br" gradientFrom="purple.700" gradientTo="blue.900" p="4">
      <Box as="main" bg="bg" rounded="xl" shadow="lg" p={{ base: '6', md: '10' }} w="full" maxW="md">
        <Text fontSize="2xl" fontWeight="bold" mb="6" color="purple.700">
          Tessera
        </Text>
        <Outlet />
      </Box>
    </Center>
  );
}
